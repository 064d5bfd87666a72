-- Issue 15: a format's rules carry switches instead of one hard-coded key. The built-in formats
-- stored before them get their switches (src/domain/banlists/built-in-banlists.ts); a row that
-- already has any switch is left as it is.
UPDATE "banlists"
SET "rules" = "rules" || '{"oneRace": true, "oneBlock": true}'::jsonb
WHERE "key" = 'racialEdicion'
  AND NOT ("rules" ?| array['oneRace', 'oneBlock', 'minAlliesRequired', 'minAlliesCountedTypes']);
--> statement-breakpoint
UPDATE "banlists"
SET "rules" = "rules" || '{"oneRace": true}'::jsonb
WHERE "key" = 'racialLibre'
  AND NOT ("rules" ?| array['oneRace', 'oneBlock', 'minAlliesRequired', 'minAlliesCountedTypes']);
