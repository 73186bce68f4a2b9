-- Uploaded profile pictures, resized by the server: a 256×256 and a 64×64 WebP each, kept
-- in the database so that every server process serves them. A user keeps at most his
-- current one: a new upload, an avatar or a removed picture deletes the old rows. The
-- address (users.image_url) is /pictures/<user_id>-<hash>-256.webp; the hash is of the
-- large image, so a new picture gets a new address and both can be cached for good.
CREATE TABLE user_pictures (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{20}$'),
  large bytea NOT NULL,
  small bytea NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, hash)
);
