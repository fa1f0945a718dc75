-- A booking keeps the offer as it was sold (docs/rules.md#booked-offer): its name as the tenant wrote
-- it (one text, or text per language, so each reader sees it in their own language however the
-- tenant later renames or drops the offer) and its conditions (so a top-up never extends a pass past
-- the latest exit or longest stay it was sold with). Both are null for bookings made before this
-- migration: their readers fall back to the tenant's offer as configured now.

ALTER TABLE bookings ADD COLUMN offer_name_text jsonb
  CHECK (offer_name_text IS NULL OR jsonb_typeof(offer_name_text) IN ('string', 'object'));
ALTER TABLE bookings ADD COLUMN offer_conditions jsonb
  CHECK (offer_conditions IS NULL OR jsonb_typeof(offer_conditions) = 'object');
