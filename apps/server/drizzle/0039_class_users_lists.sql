-- A class's lists in their order (docs/architecture.md, Booking under a rush): the places taken and
-- the waiting list, each by (joined_at, id). A booking counts the class's places, reads the head of
-- its waiting list and the latest joined_at; with only (class_id, user_id) each of those read every
-- row of the class, so a rush of 1,000 on a class of 12 read ~1,000 rows per booking.
CREATE INDEX IF NOT EXISTS "class_users_lists" ON "class_users" ("class_id", "status", "joined_at", "id");
