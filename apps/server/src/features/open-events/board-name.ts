/** "Laia P.": as on the whiteboard, enough for the box to know who, no full surname on the TV. */
export const boardName = (name: string, surname: string) =>
  surname ? `${name} ${surname.charAt(0).toUpperCase()}.` : name;
