import * as migration_20261122_182924_initial from './20261122_182924_initial';

export const migrations = [
  {
    up: migration_20261122_182924_initial.up,
    down: migration_20261122_182924_initial.down,
    name: '20261122_182924_initial'
  },
];
