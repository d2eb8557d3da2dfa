/**
 * Every test client reaches the server from one loopback address, so to the per-client channel budgets
 * the whole suite is one participant: it gets a room's worth. The budgets themselves are tested in
 * process (tests/attacks/channel-quota, observe-feed), where callers can be told apart.
 */
export const ONE_ADDRESS_ROOM_ENV = { OBSERVE_CHANNELS_PER_CLIENT: '1000', OBSERVE_RECORDS_PER_CLIENT: '100000' } as const;
