-- The admin content area (docs/admin.md): one generic table of content items per tenant, the audit
-- log of every change with the full item before and after it (so any version can be restored), and
-- the images staff upload. Customers read published items per request (no cache), so every server
-- process sharing this database sees a publish at once.

CREATE TABLE content_items (
  tenant_id     text NOT NULL CHECK (tenant_id <> ''),
  id            uuid NOT NULL,
  -- A content type of schemas/content (carousel, page, configuration, ...).
  type          text NOT NULL CHECK (type ~ '^[A-Za-z]{1,32}$'),
  -- Bumped by every change; a change names the version it was made on (no lost updates).
  version       integer NOT NULL CHECK (version >= 1),
  draft         jsonb NOT NULL,
  published     jsonb,
  publish_at    timestamptz,
  unpublish_at  timestamptz,
  status        text NOT NULL CHECK (status IN ('draft', 'published')),
  -- The key that must be unique within the tenant and type: a page's pageId, a configuration's name.
  unique_key    text,
  created_by    uuid REFERENCES staff_members (id),
  updated_by    uuid REFERENCES staff_members (id),
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  deleted       boolean NOT NULL DEFAULT false,
  PRIMARY KEY (tenant_id, id),
  CHECK ((status = 'published') = (published IS NOT NULL)),
  CHECK (unpublish_at IS NULL OR publish_at IS NULL OR unpublish_at > publish_at)
);

-- 'Duplicate page id' (and duplicate configuration names) even when two editors create at once.
CREATE UNIQUE INDEX content_items_unique_key ON content_items (tenant_id, type, unique_key) WHERE unique_key IS NOT NULL AND NOT deleted;
CREATE INDEX content_items_type_idx ON content_items (tenant_id, type, created_at) WHERE NOT deleted;

-- Every create/save/publish/unpublish/delete/restore: who, when, the version it made, the item
-- before (null for a create) and after.
CREATE TABLE content_audit (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id  text NOT NULL,
  item_id    uuid NOT NULL,
  type       text NOT NULL,
  version    integer NOT NULL,
  action     text NOT NULL CHECK (action IN ('create', 'save', 'publish', 'unpublish', 'delete', 'restore')),
  staff_id   uuid REFERENCES staff_members (id),
  at         timestamptz NOT NULL,
  previous   jsonb,
  snapshot   jsonb NOT NULL,
  CONSTRAINT content_audit_version_key UNIQUE (tenant_id, item_id, version),
  FOREIGN KEY (tenant_id, item_id) REFERENCES content_items (tenant_id, id)
);

-- Uploaded images, by the SHA-256 of their bytes (the same image uploaded twice is stored once),
-- served under the tenant's asset path /tenant-assets/{tenant}/uploads/{name}.
CREATE TABLE content_assets (
  tenant_id     text NOT NULL CHECK (tenant_id <> ''),
  name          text NOT NULL CHECK (name ~ '^[0-9a-f]{64}\.(png|jpg|webp|gif)$'),
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  bytes         bytea NOT NULL,
  size          integer NOT NULL CHECK (size > 0),
  width         integer NOT NULL CHECK (width > 0),
  height        integer NOT NULL CHECK (height > 0),
  uploaded_by   uuid REFERENCES staff_members (id),
  uploaded_at   timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, name)
);
