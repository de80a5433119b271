/** Calendar days (YYYY-MM-DD, operator time) as the draw calls use them. */

const DAY_MS = 24 * 60 * 60 * 1000;


export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the Monday-to-Sunday week that holds `date`. */
export const mondayOf = (date: string): string => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The instant (ms) of a GMT+8 wall time HH:mm on `date`. */
export const operatorInstant = (date: string, time: string): number => Date.parse(`${date}T${time}:00+08:00`);
