-- Kiosk mode on the server (docs/staff.md#kiosk-server). A staff session handed to a customer at
-- the pinpad is marked with the time its kiosk started; while it is set the session may only
-- charge through the pinpad and leave with the staff PIN (server/http/staff-session.ts refuses
-- every other staff and admin call). The staff PIN (staff/pinpad/exit, staff/unlock) clears it.
ALTER TABLE staff_sessions ADD COLUMN kiosk_since timestamptz;
