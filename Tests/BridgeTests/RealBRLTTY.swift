import Testing

/// The suites that start a real BRLTTY. They run one test at a time — also across suites — so
/// that two daemons never compete for the two shared cores and tests stay quick and steady.
@Suite(.serialized, .tags(.brltty), .enabled(if: Requirements.haveBRLTTY, Requirements.brlttyReason))
enum RealBRLTTY {}
