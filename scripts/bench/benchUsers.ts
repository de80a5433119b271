/** The user ids of the members the load bench creates (loadServer.ts) and signs in (serverLoad.ts). */
export const benchUserId = (index: number) => `bench${String(index + 1).padStart(3, '0')}`;
