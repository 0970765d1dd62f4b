import * as migration_20261122_165831_initial from './20261122_165831_initial';

export const migrations = [
  {
    up: migration_20261122_165831_initial.up,
    down: migration_20261122_165831_initial.down,
    name: '20261122_165831_initial'
  },
];
