import * as migration_20261122_162405_initial from './20261122_162405_initial';

export const migrations = [
  {
    up: migration_20261122_162405_initial.up,
    down: migration_20261122_162405_initial.down,
    name: '20261122_162405_initial'
  },
];
