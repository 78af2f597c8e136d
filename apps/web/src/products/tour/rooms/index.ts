export { RoomSettings, defaultRooms, nextRoomKey, type CruiseCabin } from './room-settings';
export { RoomMixHint } from './room-mix-hint';
export { roomIssueText } from './room-words';
export { roomContextOf, pricesOf } from './room-context';
