-- Benchmark workouts and the PR feed (docs/product.md, Benchmark workouts; docs/decisions.md,
-- "Benchmarks: records from the whiteboard's order").
-- The library: named and described in both languages, scored as a WOD block is.
CREATE TABLE IF NOT EXISTS "benchmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ca" text NOT NULL,
	"name_es" text NOT NULL,
	"description_ca" text NOT NULL,
	"description_es" text NOT NULL,
	"category" text NOT NULL,
	"score" text NOT NULL,
	CONSTRAINT "benchmarks_name_ca" UNIQUE ("name_ca"),
	CONSTRAINT "benchmarks_name_es" UNIQUE ("name_es"),
	CONSTRAINT "benchmarks_category" CHECK ("benchmarks"."category" in ('GIRL', 'HERO', 'OPEN', 'BOX')),
	CONSTRAINT "benchmarks_score" CHECK ("benchmarks"."score" in ('time', 'rounds_reps', 'reps', 'load'))
);--> statement-breakpoint
-- A score on a block linked to a benchmark counts for it; a benchmark with results is not deleted.
ALTER TABLE "scores" ADD COLUMN IF NOT EXISTS "benchmark_id" integer REFERENCES "benchmarks"("id") ON DELETE RESTRICT;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "scores_benchmark" ON "scores" ("benchmark_id", "user_id") WHERE "benchmark_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "benchmarks" ("name_ca", "name_es", "description_ca", "description_es", "category", "score") VALUES
('Fran', 'Fran', E'21-15-9 per temps:\nThrusters (43/30 kg)\nDominades', E'21-15-9 por tiempo:\nThrusters (43/30 kg)\nDominadas', 'GIRL', 'time'),
('Grace', 'Grace', E'Per temps:\n30 clean and jerks (61/43 kg)', E'Por tiempo:\n30 clean and jerks (61/43 kg)', 'GIRL', 'time'),
('Helen', 'Helen', E'3 rondes per temps:\n400 m de cursa\n21 kettlebell swings (24/16 kg)\n12 dominades', E'3 rondas por tiempo:\n400 m de carrera\n21 kettlebell swings (24/16 kg)\n12 dominadas', 'GIRL', 'time'),
('Diane', 'Diane', E'21-15-9 per temps:\nPes mort (102/70 kg)\nFlexions de mans contra la paret (HSPU)', E'21-15-9 por tiempo:\nPeso muerto (102/70 kg)\nFlexiones en pino (HSPU)', 'GIRL', 'time'),
('Elizabeth', 'Elizabeth', E'21-15-9 per temps:\nCleans (61/43 kg)\nFons a anelles', E'21-15-9 por tiempo:\nCleans (61/43 kg)\nFondos en anillas', 'GIRL', 'time'),
('Isabel', 'Isabel', E'Per temps:\n30 snatches (61/43 kg)', E'Por tiempo:\n30 snatches (61/43 kg)', 'GIRL', 'time'),
('Annie', 'Annie', E'50-40-30-20-10 per temps:\nDobles salts de corda\nAbdominals (sit-ups)', E'50-40-30-20-10 por tiempo:\nDobles saltos de comba\nAbdominales (sit-ups)', 'GIRL', 'time'),
('Karen', 'Karen', E'Per temps:\n150 wall balls (9/6 kg)', E'Por tiempo:\n150 wall balls (9/6 kg)', 'GIRL', 'time'),
('Cindy', 'Cindy', E'AMRAP de 20 minuts:\n5 dominades\n10 flexions\n15 esquats a l''aire', E'AMRAP de 20 minutos:\n5 dominadas\n10 flexiones\n15 sentadillas al aire', 'GIRL', 'rounds_reps'),
('Jackie', 'Jackie', E'Per temps:\n1000 m de rem\n50 thrusters (20/15 kg)\n30 dominades', E'Por tiempo:\n1000 m de remo\n50 thrusters (20/15 kg)\n30 dominadas', 'GIRL', 'time'),
('Murph', 'Murph', E'Per temps, amb armilla (9/6 kg):\n1,6 km de cursa\n100 dominades\n200 flexions\n300 esquats a l''aire\n1,6 km de cursa', E'Por tiempo, con chaleco (9/6 kg):\n1,6 km de carrera\n100 dominadas\n200 flexiones\n300 sentadillas al aire\n1,6 km de carrera', 'HERO', 'time'),
('DT', 'DT', E'5 rondes per temps (70/47 kg):\n12 pesos morts\n9 hang power cleans\n6 push jerks', E'5 rondas por tiempo (70/47 kg):\n12 pesos muertos\n9 hang power cleans\n6 push jerks', 'HERO', 'time'),
('Open 23.1', 'Open 23.1', E'AMRAP de 14 minuts:\n60 calories de rem\n50 toes-to-bar\n40 wall balls (9/6 kg)\n30 cleans (61/43 kg)\n20 muscle-ups', E'AMRAP de 14 minutos:\n60 calorías de remo\n50 toes-to-bar\n40 wall balls (9/6 kg)\n30 cleans (61/43 kg)\n20 muscle-ups', 'OPEN', 'reps'),
('Open 24.1', 'Open 24.1', E'Per temps (límit 15 minuts):\n21 calories de bici\n21 snatches alternats amb manuella, braç dret (22,5/15 kg)\n21 calories de bici\n21 snatches alternats, braç esquerre\n15-15-15, 9-9-9 igual', E'Por tiempo (límite 15 minutos):\n21 calorías de bici\n21 snatches alternos con mancuerna, brazo derecho (22,5/15 kg)\n21 calorías de bici\n21 snatches alternos, brazo izquierdo\n15-15-15, 9-9-9 igual', 'OPEN', 'time')
ON CONFLICT DO NOTHING;
