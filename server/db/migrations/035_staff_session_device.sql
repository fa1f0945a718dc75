-- Quick staff switch by personal PIN (docs/staff.md#staff-switch). A password sign-in marks its
-- session with a new device id, the site (shop code, lower case) the device signed in at, and the
-- staff member who signed the device in. staff/switch ends the device's session and opens one for
-- another staff member with the same three marks, so wrong switch PINs are counted per device
-- (attempt_limits 'staff-switch-device:{device_id}') and per signer across every switch on it.
ALTER TABLE staff_sessions
  ADD COLUMN device_id uuid,
  ADD COLUMN site text,
  ADD COLUMN device_signer uuid REFERENCES staff_members (id) ON DELETE CASCADE;

-- The site's staff lately signed in, for the switch's list of names.
CREATE INDEX staff_sessions_site_idx ON staff_sessions (site, created_at) WHERE site IS NOT NULL;
