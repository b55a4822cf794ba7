// Row ids are UUIDs; an id of another shape names no row, and is answered as not found before
// it reaches the database (PostgreSQL would refuse to compare it with a uuid column).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isRowId = (id: string): boolean => UUID.test(id);
