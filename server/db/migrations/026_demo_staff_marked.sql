-- Demo staff are data of the demo (docs/staff.md#demo-staff): a server started without DEMO_STAFF=1
-- disables them at start, so the published demo password and PIN open nothing. The mark says which
-- members the demo added: true for those, false for everyone an admin added.
--
-- Members from before this migration whose staff id is one of the demo's (S100...S700) are left
-- unmarked (NULL): a staff id alone does not tell the demo's S100 from a tenant's own. The server
-- settles them once at its next start (server/services/staff/demo-staff.ts): the ones whose password
-- hash is the demo password's become demo staff, the rest not. Every other member is not demo staff.
ALTER TABLE staff_members ADD COLUMN demo boolean;
UPDATE staff_members SET demo = false WHERE upper(staff_code) NOT IN ('S100', 'S200', 'S300', 'S400', 'S500', 'S600', 'S700');
ALTER TABLE staff_members ALTER COLUMN demo SET DEFAULT false;
