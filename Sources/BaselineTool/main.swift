import ArgumentParser
import BaselineCommands

BaselineCommand.main()
