import * as migration_20261122_182915_initial from './20261122_182915_initial';

export const migrations = [
  {
    up: migration_20261122_182915_initial.up,
    down: migration_20261122_182915_initial.down,
    name: '20261122_182915_initial'
  },
];
