import * as migration_20261122_162357_initial from './20261122_162357_initial';

export const migrations = [
  {
    up: migration_20261122_162357_initial.up,
    down: migration_20261122_162357_initial.down,
    name: '20261122_162357_initial'
  },
];
