import * as migration_20261122_171849_initial from './20261122_171849_initial';

export const migrations = [
  {
    up: migration_20261122_171849_initial.up,
    down: migration_20261122_171849_initial.down,
    name: '20261122_171849_initial'
  },
];
