-- Member assessments (docs/staff.md#member-assessment): a customer's answers to the tenant's
-- questionList, recorded by a staff member at the counter, with the version of the questionnaire
-- they answered (a digest of the questions and options as they were).

CREATE TABLE member_assessments (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id             text NOT NULL CHECK (tenant_id <> ''),
  account_id            uuid NOT NULL REFERENCES accounts (id),
  staff_id              uuid NOT NULL REFERENCES staff_members (id),
  questionnaire_version text NOT NULL CHECK (questionnaire_version ~ '^[0-9a-f]{16}$'),
  -- [{questionId, question, option, note}]: the question's text as it was asked.
  answers               jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'array'),
  created_at            timestamptz NOT NULL
);

CREATE INDEX member_assessments_account_idx ON member_assessments (tenant_id, account_id, created_at DESC, id DESC);
