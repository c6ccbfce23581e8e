import ArgumentParser
import BaselineCommands

// Usage errors (unknown options, missing arguments, values of the wrong type) exit with status 2,
// like faults in scenes; help and version requests exit with 0.
BaselineCommand.mainWithUsageStatus()
