import Foundation

/// Finds the data folders that ship with Baseline (`Fonts/`, `Examples/`) without relying on
/// where the sources were compiled, so an installed or copied executable works anywhere.
///
/// A folder is looked for, in order:
/// 1. in the directory an environment variable names (`BASELINE_FONTS`, `BASELINE_EXAMPLES`);
/// 2. in the install location beside the code that asks: `<dir>/../share/baseline/<Folder>`,
///    as `make install` and `make dist` lay it out, then `<dir>/<Folder>`, where `<dir>` is the
///    folder of the shared library this code was linked into (`lib/` for `libBaselineC.so`
///    loaded by C or Python) and then of the running executable (`bin/` for `baseline`);
/// 3. in the checkout the executable was built in: `<Folder>` in the nearest directory above
///    it that has one (`swift build` puts executables under `.build/`);
/// 4. in the current directory.
public enum ResourceLocator {
  /// The directory holding `folder` (with `marker` inside it, when given), or nil when none of
  /// the places above has it. An environment variable that is set wins even when its folder
  /// lacks the marker, so that a mistake is reported against the folder the user named.
  public static func directory(
    named folder: String, containing marker: String? = nil, environmentVariable: String
  ) -> String? {
    if let override = ProcessInfo.processInfo.environment[environmentVariable], !override.isEmpty {
      return override
    }
    return candidates(for: folder).first { isPresent($0, marker: marker) }
  }

  /// The places searched for `folder` after the environment variable, in order.
  public static func candidates(for folder: String) -> [String] {
    var places: [String] = []
    if let library = libraryDirectory, library != executableDirectory {
      let lib = URL(fileURLWithPath: library)
      places.append(lib.deletingLastPathComponent().appendingPathComponent("share/baseline/\(folder)").path)
      places.append(lib.appendingPathComponent(folder).path)
    }
    if let executable = executableDirectory {
      let bin = URL(fileURLWithPath: executable)
      places.append(bin.deletingLastPathComponent().appendingPathComponent("share/baseline/\(folder)").path)
      places.append(bin.appendingPathComponent(folder).path)
      var ancestor = bin
      while ancestor.path != "/" && !ancestor.path.isEmpty {
        ancestor = ancestor.deletingLastPathComponent()
        places.append(ancestor.appendingPathComponent(folder).path)
      }
    }
    places.append(FileManager.default.currentDirectoryPath + "/" + folder)
    return places
  }

  /// The directory of the running executable (resolved through `/proc/self/exe`, so links and
  /// relative invocations do not matter).
  public static var executableDirectory: String? {
    let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? Bundle.main.executablePath
    guard let resolved, resolved.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: resolved).deletingLastPathComponent().path
  }

  /// The directory of the file this code was loaded from: the shared library it is linked
  /// into, or the executable when it is linked statically. Found in `/proc/self/maps` as the
  /// file mapped at this image's header (`#dsohandle`).
  public static var libraryDirectory: String? {
    let address = UInt(bitPattern: #dsohandle)
    // Read to the end: /proc files report no size, and a sized read stops at the first page.
    guard let data = FileHandle(forReadingAtPath: "/proc/self/maps").flatMap({ try? $0.readToEnd() }) else { return nil }
    let maps = String(decoding: data, as: UTF8.self)
    for line in maps.split(separator: "\n") {
      // "start-end perms offset device inode path"
      let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
      guard fields.count == 6, let dash = fields[0].firstIndex(of: "-"),
        let start = UInt(fields[0][..<dash], radix: 16), let end = UInt(fields[0][fields[0].index(after: dash)...], radix: 16),
        start <= address, address < end
      else { continue }
      let path = fields[5].trimmingCharacters(in: .whitespaces)
      guard path.hasPrefix("/") else { return nil }
      return URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().path
    }
    return nil
  }

  private static func isPresent(_ directory: String, marker: String?) -> Bool {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      return false
    }
    guard let marker else { return true }
    return FileManager.default.fileExists(atPath: directory + "/" + marker)
  }
}
