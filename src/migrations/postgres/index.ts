import * as migration_20261122_171854_initial from './20261122_171854_initial';

export const migrations = [
  {
    up: migration_20261122_171854_initial.up,
    down: migration_20261122_171854_initial.down,
    name: '20261122_171854_initial'
  },
];
