-- A pinpad charge's receipt sent by SMS to the card holder's phone (docs/staff.md#pinpad-receipt):
-- once per charge, marked when it was handed to the SMS provider. The outbox keeps receipts too.
ALTER TABLE pinpad_charges ADD COLUMN receipt_sms_at timestamptz;

ALTER TABLE sms_outbox DROP CONSTRAINT sms_outbox_purpose_check;
ALTER TABLE sms_outbox ADD CONSTRAINT sms_outbox_purpose_check CHECK (purpose IN ('signup', 'login', 'reset', 'receipt'));
