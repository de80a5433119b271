/** The lines of a message or file as the parser numbers them: split on \n, \r\n or \r. */
export const splitLines = (text: string): string[] => text.split(/\r\n|\r|\n/);
