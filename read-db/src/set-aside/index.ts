export { SetAsideKind, SetAsideStreamRow } from './set-aside-rows.ts';
export {
  lockProjectorState,
  lockProjectorStateBehind,
  saveHeldStreams,
  saveSetAsideStreams,
  removeSetAsideStreams,
  type HeldStream,
  type ProjectorState,
} from './projector-state.ts';
export { NamedSetAsideStreamRow, listSetAsideStreams, findSetAsideStream, listSetAsideGamesOfTrip } from './list-set-aside-streams.ts';
