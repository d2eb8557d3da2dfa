/** Where the doors are. A module of its own so routes that only need the paths do not load the server. */
export const MAIN_DOOR = '/api/mcp';
export const KEY_DOOR = '/api/mcp/key';
export const OAUTH_DOOR = '/api/mcp/oauth';
