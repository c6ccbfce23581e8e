import ArgumentParser
import BaselineCommands

// A batch runs with glibc's allocator tuned for many threads (`AllocatorTuning`): the command
// starts itself again once with the tunables set, before any work.
AllocatorTuning.restartTunedIfNeeded(tunes: CommandLine.arguments.dropFirst().first == "batch")

// Usage errors (unknown options, missing arguments, values of the wrong type) exit with status 2,
// like faults in scenes; help and version requests exit with 0.
BaselineCommand.mainWithUsageStatus()
