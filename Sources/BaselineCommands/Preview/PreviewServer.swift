import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// `baseline preview --serve`: serves the gallery folder on 127.0.0.1 and renders again whenever
/// one of the watched Swift files changes (checked twice a second), counting passes in
/// `/__version`, which the page asks for every second to reload itself. Only the folder's own
/// files are served (no subfolders, no `..`); nothing listens beyond the local machine.
struct PreviewServer {
  /// What a rendering pass gave.
  enum Pass {
    case rendered(Int)
    case failed(String)
  }

  let port: Int
  let folder: String

  /// Renders, starts serving, then watches `paths` and renders again on every change; never
  /// returns (the process ends with a signal).
  func run(watching paths: [String], render: () throws -> Pass) throws -> Never {
    signal(SIGPIPE, SIG_IGN)
    // A parent that started this from a thread with signals blocked (a dispatch worker, say)
    // passes its mask on: take Ctrl-C and termination back.
    var stopping = sigset_t()
    sigemptyset(&stopping)
    for stop in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stopping, stop) }
    sigprocmask(SIG_UNBLOCK, &stopping, nil)
    let version = ServedVersion()
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    announce(try render())
    version.bump()
    let socket = try Self.listen(port: port)
    let root = URL(fileURLWithPath: folder).standardizedFileURL.path
    Thread.detachNewThread {
      while true {
        let client = accept(socket, nil, nil)
        if client >= 0 { Self.answer(client, root: root, version: version) }
      }
    }
    print("serving \(folder) on http://127.0.0.1:\(port)/ (Ctrl-C stops)")
    fflush(nil)
    var last = Self.fingerprint(paths)
    while true {
      usleep(500_000)
      let now = Self.fingerprint(paths)
      guard now != last else { continue }
      last = now
      print("a file changed: rendering again")
      fflush(nil)
      do {
        announce(try render())
      } catch {
        print("error: \(error)")
      }
      version.bump()
    }
  }

  private func announce(_ pass: Pass) {
    switch pass {
    case .rendered(let count): print("\(count) preview\(count == 1 ? "" : "s") in \(folder)/index.html")
    case .failed(let diagnostics): print("the view files did not compile:\n\(diagnostics)")
    }
    fflush(nil)
  }

  /// The watched files' paths, sizes and modification times: it changes when a file is
  /// edited, added or removed.
  static func fingerprint(_ paths: [String]) -> String {
    guard let sources = try? PreviewSources(paths: paths) else { return "" }
    return sources.files.map { file in
      let attributes = try? FileManager.default.attributesOfItem(atPath: file)
      let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      return "\(file) \(attributes?[.size] ?? 0) \(time)"
    }.joined(separator: "\n")
  }

  private static func listen(port: Int) throws -> Int32 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw SceneInput.failure("--serve: cannot open a socket", status: 1) }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = in_addr_t(0x7f00_0001).bigEndian
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, Glibc.listen(descriptor, 16) == 0 else {
      close(descriptor)
      throw SceneInput.failure("--serve: cannot listen on 127.0.0.1:\(port) (is it in use?)", status: 1)
    }
    return descriptor
  }

  /// Reads one request and answers it: `/` is `index.html`, `/__version` the pass count, any
  /// other name a file of the folder.
  private static func answer(_ client: Int32, root: String, version: ServedVersion) {
    defer { close(client) }
    var request = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while request.count < 16_384, !request.ends(with: Array("\r\n\r\n".utf8)) {
      let count = recv(client, &buffer, buffer.count, 0)
      if count <= 0 { break }
      request += buffer[..<count]
    }
    let line = String(decoding: request.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self).split(separator: " ")
    guard line.count >= 2, line[0] == "GET" else { return respond(client, 405, "text/plain", Data("GET only\n".utf8)) }
    var path = String(line[1].split(separator: "?").first ?? "/")
    if path == "/__version" { return respond(client, 200, "text/plain", Data(String(version.value).utf8)) }
    if path == "/" { path = "/index.html" }
    let name = String(path.dropFirst())
    guard name.range(of: "^[A-Za-z0-9_.-]+$", options: .regularExpression) != nil, !name.hasPrefix("."),
      let data = FileManager.default.contents(atPath: root + "/" + name)
    else { return respond(client, 404, "text/plain", Data("not found\n".utf8)) }
    let types = ["html": "text/html; charset=utf-8", "png": "image/png", "svg": "image/svg+xml", "json": "application/json", "xml": "application/xml"]
    respond(client, 200, types[URL(fileURLWithPath: name).pathExtension] ?? "application/octet-stream", data)
  }

  private static func respond(_ client: Int32, _ status: Int, _ type: String, _ body: Data) {
    let reason = [200: "OK", 404: "Not Found", 405: "Method Not Allowed"][status] ?? "Error"
    let head = "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
    let bytes = [UInt8](head.utf8) + [UInt8](body)
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes { send(client, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
      if count <= 0 { return }
      sent += count
    }
  }
}

/// How many rendering passes the server has made, read by the listening thread.
final class ServedVersion: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func bump() { count.withLock { $0 += 1 } }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
