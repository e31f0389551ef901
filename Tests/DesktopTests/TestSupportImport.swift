// The harness every file of this target uses (Tests/TestSupport).
@_exported import TestSupport
