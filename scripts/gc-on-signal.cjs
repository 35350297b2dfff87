// Preloaded into next-server by scripts/load.mjs (with --expose-gc): SIGUSR2
// runs a full garbage collection, so memory is compared after GC, not at
// whatever point the heap happens to be between collections.
process.on('SIGUSR2', () => global.gc?.());
