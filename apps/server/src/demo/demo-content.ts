/**
 * Demo content for Boxbook: the activities, timetable, plans, shop, movements, workouts and
 * members of a CrossFit-style box in Barcelona. Pure data; the demo seeder turns it into rows.
 */

/** The box's own text, in Catalan and Spanish (see docs/product.md, Languages and accessibility). */
export interface DemoActivity {
  key: string;
  nameCa: string;
  nameEs: string;
  descriptionCa: string;
  descriptionEs: string;
  image: string;
  icon: string;
  color: string;
  creditType: 'ACTIVITY' | 'OPEN';
  singleBook: boolean;
  enabled: boolean;
}

export interface DemoTemplate {
  activityKey: string;
  /** 0 = Monday … 6 = Sunday */
  day: number;
  /** 'HH:MM' */
  startTime: string;
  endTime: string;
  maxPeople: number;
}

export interface DemoPlan {
  key: string;
  nameCa: string;
  nameEs: string;
  /** Sessions per week; 99 = unlimited. */
  activityCredits: number;
  openCredits: number;
  /** Euros per month, 2 decimals. */
  price: number;
}

export interface DemoProduct {
  nameCa: string;
  nameEs: string;
  descriptionCa: string;
  descriptionEs: string;
  image: string;
  price: number;
}

export interface DemoMovement {
  name: string;
  abbreviation: string;
  unit: 'kg' | 'lb' | 'reps';
  hasRm: boolean;
}

export interface WodBlock {
  title: string;
  /** Time cap in minutes. */
  tc?: number;
  exercices: string[];
  /** What members log for the block; blocks without one take no score. */
  score?: 'time' | 'rounds_reps' | 'load' | 'reps' | 'calories';
  /** The benchmark the block is, by its Spanish name in the library (migration 0035). */
  benchmark?: string;
  wbs: WodBlock[];
}

export interface DemoUser {
  cin: string;
  password: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  roles: Array<'USER' | 'ADMIN' | 'TRAINER' | 'TESTER'>;
  sex: 'MASCULINE' | 'FEMININE';
  /** YYYY-MM-DD */
  birth: string;
  planKey: string | null;
  pro: boolean;
  boughtActivityCredits: number;
  boughtOpenCredits: number;
}

export const demoActivities: DemoActivity[] = [
  {
    key: 'crossfit',
    nameCa: 'Crossfit',
    nameEs: 'Crossfit',
    descriptionCa:
      "La nostra classe estrella: escalfament, tècnica, força i un WOD intens, tot en una hora guiada per un coach. Els entrenaments s'adapten a qualsevol nivell, tant si és el teu primer dia com si prepares una competició. Vine a suar amb la comunitat i surt amb energia per a tot el dia.",
    descriptionEs:
      'Nuestra clase estrella: calentamiento, técnica, fuerza y un WOD intenso, todo en una hora guiada por un coach. Los entrenamientos se escalan a cualquier nivel, así que da igual si es tu primer día o preparas una competición. Ven a sudar con la comunidad y sal con energía para todo el día.',
    image: '/img/activities/crossfit.webp',
    icon: '/img/icons/crossfit.svg',
    color: '#f97316',
    creditType: 'ACTIVITY',
    singleBook: true,
    enabled: true,
  },
  {
    key: 'open_box',
    nameCa: 'Open Box',
    nameEs: 'Open Box',
    descriptionCa:
      "El box és teu: treballa els teus objectius, recupera un WOD o practica aquella habilitat que se't resisteix. Sempre hi ha un coach a la sala per resoldre dubtes i corregir la tècnica. Ideal per completar la setmana al teu ritme.",
    descriptionEs:
      'El box es tuyo: trabaja tus objetivos, recupera un WOD o practica esa habilidad que se te resiste. Siempre hay un coach en sala para resolver dudas y corregir la técnica. Ideal para completar tu semana a tu ritmo.',
    image: '/img/activities/open_box.webp',
    icon: '/img/icons/open_box.svg',
    color: '#0ea5e9',
    creditType: 'OPEN',
    singleBook: false,
    enabled: true,
  },
  {
    key: 'weightlifting',
    nameCa: 'Halterofília',
    nameEs: 'Halterofilia',
    descriptionCa:
      "Classe tècnica d'arrencada i dos temps en grups reduïts. Treballem posicions, estirades i progressions perquè aixequis més pes amb seguretat. Perfecta per batre les teves marques personals.",
    descriptionEs:
      'Clase técnica de arrancada y dos tiempos en grupos reducidos. Trabajamos posiciones, tirones y progresiones para que levantes más peso con seguridad. Perfecta para batir tus marcas personales.',
    image: '/img/activities/weightlifting.webp',
    icon: '/img/icons/weightlifting.svg',
    color: '#dc2626',
    creditType: 'ACTIVITY',
    singleBook: false,
    enabled: true,
  },
  {
    key: 'gymnastics',
    nameCa: 'Gimnàstics',
    nameEs: 'Gimnásticos',
    descriptionCa:
      'Dominades, pi, muscle-ups i toes to bar explicats pas a pas. Construïm la força i el control corporal que necessites amb progressions adaptades al teu nivell. Cada setmana, una mica més a prop del teu primer muscle-up.',
    descriptionEs:
      'Dominadas, pino, muscle-ups y toes to bar explicados paso a paso. Construimos la fuerza y el control corporal que necesitas con progresiones adaptadas a tu nivel. Cada semana, un poco más cerca de tu primer muscle-up.',
    image: '/img/activities/gymnastics.webp',
    icon: '/img/icons/gymnastics.svg',
    color: '#8b5cf6',
    creditType: 'ACTIVITY',
    singleBook: false,
    enabled: true,
  },
  {
    key: 'endurance',
    nameCa: 'Endurance',
    nameEs: 'Endurance',
    descriptionCa:
      'Sessions de resistència amb rem, bici, SkiErg i cursa pel barri. Millorem el teu motor aeròbic amb intervals i ritmes controlats. Notaràs la diferència als WODs llargs.',
    descriptionEs:
      'Sesiones de resistencia con remo, bici, SkiErg y carrera por el barrio. Mejoramos tu motor aeróbico con intervalos y ritmos controlados. Notarás la diferencia en los WODs largos.',
    image: '/img/activities/endurance.webp',
    icon: '/img/icons/endurance.svg',
    color: '#16a34a',
    creditType: 'ACTIVITY',
    singleBook: false,
    enabled: true,
  },
  {
    key: 'hyrox',
    nameCa: 'Hyrox',
    nameEs: 'Hyrox',
    descriptionCa:
      "Prepara la cursa de fitness de moda: carrera combinada amb sled push, sled pull, burpee broad jumps, rem, farmers carry, lunges i wall balls. Entrenem les estacions, les transicions i el ritme de cursa. Apunta't sol o amb la teva parella de competició.",
    descriptionEs:
      'Prepara la carrera de fitness de moda: carrera combinada con sled push, sled pull, burpee broad jumps, remo, farmers carry, lunges y wall balls. Entrenamos las estaciones, las transiciones y el ritmo de carrera. Apúntate solo o con tu pareja de competición.',
    image: '/img/activities/hyrox.webp',
    icon: '/img/icons/hyrox.svg',
    color: '#eab308',
    creditType: 'ACTIVITY',
    singleBook: false,
    enabled: true,
  },
];

/** Weekly timetable, Monday to Saturday; the box is closed on Sunday. */
export const demoTemplates: DemoTemplate[] = [
  // Lunes
  { activityKey: 'crossfit', day: 0, startTime: '07:00', endTime: '08:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 0, startTime: '08:00', endTime: '09:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 0, startTime: '09:30', endTime: '10:30', maxPeople: 12 },
  { activityKey: 'open_box', day: 0, startTime: '10:00', endTime: '12:00', maxPeople: 8 },
  { activityKey: 'crossfit', day: 0, startTime: '13:00', endTime: '14:00', maxPeople: 12 },
  { activityKey: 'gymnastics', day: 0, startTime: '13:00', endTime: '14:00', maxPeople: 10 },
  { activityKey: 'crossfit', day: 0, startTime: '14:00', endTime: '15:00', maxPeople: 12 },
  { activityKey: 'open_box', day: 0, startTime: '15:00', endTime: '17:00', maxPeople: 8 },
  { activityKey: 'crossfit', day: 0, startTime: '17:00', endTime: '18:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 0, startTime: '18:00', endTime: '19:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 0, startTime: '19:00', endTime: '20:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 0, startTime: '20:00', endTime: '21:00', maxPeople: 12 },
  { activityKey: 'hyrox', day: 0, startTime: '20:00', endTime: '21:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 0, startTime: '21:00', endTime: '22:00', maxPeople: 12 },
  // Martes
  { activityKey: 'crossfit', day: 1, startTime: '07:00', endTime: '08:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 1, startTime: '08:00', endTime: '09:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 1, startTime: '09:30', endTime: '10:30', maxPeople: 12 },
  { activityKey: 'open_box', day: 1, startTime: '10:00', endTime: '12:00', maxPeople: 8 },
  { activityKey: 'crossfit', day: 1, startTime: '13:00', endTime: '14:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 1, startTime: '14:00', endTime: '15:00', maxPeople: 12 },
  { activityKey: 'open_box', day: 1, startTime: '15:00', endTime: '17:00', maxPeople: 8 },
  { activityKey: 'crossfit', day: 1, startTime: '17:00', endTime: '18:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 1, startTime: '18:00', endTime: '19:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 1, startTime: '19:00', endTime: '20:00', maxPeople: 12 },
  { activityKey: 'weightlifting', day: 1, startTime: '19:00', endTime: '20:00', maxPeople: 10 },
  { activityKey: 'crossfit', day: 1, startTime: '20:00', endTime: '21:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 1, startTime: '21:00', endTime: '22:00', maxPeople: 12 },
  // Miércoles
  { activityKey: 'crossfit', day: 2, startTime: '07:00', endTime: '08:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 2, startTime: '08:00', endTime: '09:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 2, startTime: '09:30', endTime: '10:30', maxPeople: 12 },
  { activityKey: 'open_box', day: 2, startTime: '10:00', endTime: '12:00', maxPeople: 8 },
  { activityKey: 'crossfit', day: 2, startTime: '13:00', endTime: '14:00', maxPeople: 12 },
  { activityKey: 'gymnastics', day: 2, startTime: '13:00', endTime: '14:00', maxPeople: 10 },
  { activityKey: 'crossfit', day: 2, startTime: '14:00', endTime: '15:00', maxPeople: 12 },
  { activityKey: 'open_box', day: 2, startTime: '15:00', endTime: '17:00', maxPeople: 8 },
  { activityKey: 'crossfit', day: 2, startTime: '17:00', endTime: '18:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 2, startTime: '18:00', endTime: '19:00', maxPeople: 12 },
  { activityKey: 'endurance', day: 2, startTime: '18:00', endTime: '19:00', maxPeople: 14 },
  { activityKey: 'crossfit', day: 2, startTime: '19:00', endTime: '20:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 2, startTime: '20:00', endTime: '21:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 2, startTime: '21:00', endTime: '22:00', maxPeople: 12 },
  // Jueves
  { activityKey: 'crossfit', day: 3, startTime: '07:00', endTime: '08:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 3, startTime: '08:00', endTime: '09:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 3, startTime: '09:30', endTime: '10:30', maxPeople: 12 },
  { activityKey: 'open_box', day: 3, startTime: '10:00', endTime: '12:00', maxPeople: 8 },
  { activityKey: 'crossfit', day: 3, startTime: '13:00', endTime: '14:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 3, startTime: '14:00', endTime: '15:00', maxPeople: 12 },
  { activityKey: 'open_box', day: 3, startTime: '15:00', endTime: '17:00', maxPeople: 8 },
  { activityKey: 'crossfit', day: 3, startTime: '17:00', endTime: '18:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 3, startTime: '18:00', endTime: '19:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 3, startTime: '19:00', endTime: '20:00', maxPeople: 12 },
  { activityKey: 'weightlifting', day: 3, startTime: '19:00', endTime: '20:00', maxPeople: 10 },
  { activityKey: 'crossfit', day: 3, startTime: '20:00', endTime: '21:00', maxPeople: 12 },
  { activityKey: 'hyrox', day: 3, startTime: '20:00', endTime: '21:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 3, startTime: '21:00', endTime: '22:00', maxPeople: 12 },
  // Viernes
  { activityKey: 'crossfit', day: 4, startTime: '07:00', endTime: '08:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 4, startTime: '08:00', endTime: '09:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 4, startTime: '09:30', endTime: '10:30', maxPeople: 12 },
  { activityKey: 'open_box', day: 4, startTime: '10:00', endTime: '12:00', maxPeople: 8 },
  { activityKey: 'crossfit', day: 4, startTime: '13:00', endTime: '14:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 4, startTime: '14:00', endTime: '15:00', maxPeople: 12 },
  { activityKey: 'open_box', day: 4, startTime: '15:00', endTime: '17:00', maxPeople: 8 },
  { activityKey: 'crossfit', day: 4, startTime: '17:00', endTime: '18:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 4, startTime: '18:00', endTime: '19:00', maxPeople: 12 },
  { activityKey: 'endurance', day: 4, startTime: '18:00', endTime: '19:00', maxPeople: 14 },
  { activityKey: 'crossfit', day: 4, startTime: '19:00', endTime: '20:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 4, startTime: '20:00', endTime: '21:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 4, startTime: '21:00', endTime: '22:00', maxPeople: 12 },
  // Sábado
  { activityKey: 'endurance', day: 5, startTime: '09:00', endTime: '10:00', maxPeople: 14 },
  { activityKey: 'crossfit', day: 5, startTime: '10:00', endTime: '11:00', maxPeople: 12 },
  { activityKey: 'crossfit', day: 5, startTime: '11:00', endTime: '12:00', maxPeople: 12 },
  { activityKey: 'open_box', day: 5, startTime: '12:00', endTime: '14:00', maxPeople: 8 },
];

export const demoPlans: DemoPlan[] = [
  { key: 'two_days', nameCa: '2 dies', nameEs: '2 días', activityCredits: 2, openCredits: 0, price: 59.0 },
  { key: 'three_days', nameCa: '3 dies', nameEs: '3 días', activityCredits: 3, openCredits: 1, price: 69.0 },
  { key: 'four_days', nameCa: '4 dies', nameEs: '4 días', activityCredits: 4, openCredits: 1, price: 79.0 },
  {
    key: 'unlimited',
    nameCa: 'Il·limitat',
    nameEs: 'Ilimitado',
    activityCredits: 99,
    openCredits: 2,
    price: 89.0,
  },
  {
    key: 'open_box',
    nameCa: 'Open Box',
    nameEs: 'Open Box',
    activityCredits: 0,
    openCredits: 99,
    price: 45.0,
  },
  { key: 'games', nameCa: 'Games', nameEs: 'Games', activityCredits: 99, openCredits: 99, price: 119.0 },
];

const product = (
  image: string,
  price: number,
  [nameCa, descriptionCa]: [string, string],
  [nameEs, descriptionEs]: [string, string],
): DemoProduct => ({ image, price, nameCa, nameEs, descriptionCa, descriptionEs });

export const demoProducts: DemoProduct[] = [
  product(
    'tshirt',
    24.9,
    ['Samarreta tècnica Boxbook', 'Teixit transpirable que asseca ràpid, per als WODs més suats.'],
    ['Camiseta técnica Boxbook', 'Tejido transpirable de secado rápido, para los WODs más sudados.'],
  ),
  product(
    'hoodie',
    44.9,
    ['Dessuadora amb caputxa Boxbook', "Cotó pesat i interior suau per a l'escalfament i després."],
    ['Sudadera con capucha Boxbook', 'Algodón grueso e interior suave para el calentamiento y después.'],
  ),
  product(
    'shorts',
    29.95,
    ["Pantalons curts d'entrenament", 'Elàstics en quatre direccions: squats i burpees sense límits.'],
    ['Pantalón corto de entrenamiento', 'Elásticos en cuatro direcciones: squats y burpees sin límites.'],
  ),
  product(
    'shaker',
    9.9,
    ['Shaker Boxbook 700 ml', 'Tanca hermètica i bola mescladora per al batut de després.'],
    ['Shaker Boxbook 700 ml', 'Cierre hermético y bola mezcladora para el batido de después.'],
  ),
  product(
    'chalk',
    8.95,
    ['Magnesi en pols 250 g', 'Agafada segura a la barra i a les anelles.'],
    ['Magnesio en polvo 250 g', 'Agarre seguro en la barra y las anillas.'],
  ),
  product(
    'wrist-wraps',
    19.9,
    ['Canelleres de suport', 'Protegeixen el canell als press i als rebuts de clean.'],
    ['Muñequeras de soporte', 'Protegen la muñeca en los press y las recepciones de clean.'],
  ),
  product(
    'jump-rope',
    24.95,
    ['Corda de velocitat', 'Cable d’acer i rodaments per encadenar double unders.'],
    ['Comba de velocidad', 'Cable de acero y rodamientos para encadenar double unders.'],
  ),
  product(
    'kettlebell-16',
    54.9,
    ['Kettlebell 16 kg', 'Ferro colat amb nansa ampla, per entrenar també a casa.'],
    ['Kettlebell 16 kg', 'Hierro fundido con asa ancha, para entrenar también en casa.'],
  ),
  product(
    'lifting-belt',
    49.9,
    ["Cinturó d'halterofília", 'Cuir de 10 cm que estabilitza el tronc en les càrregues màximes.'],
    ['Cinturón de halterofilia', 'Cuero de 10 cm que estabiliza el tronco en las cargas máximas.'],
  ),
  product(
    'knee-sleeves',
    39.9,
    ['Genolleres de neoprè 7 mm', "Escalfor i suport per als genolls a l'esquat."],
    ['Rodilleras de neopreno 7 mm', 'Calor y soporte para las rodillas en la sentadilla.'],
  ),
];

export const demoMovements: DemoMovement[] = [
  // Sentadillas y peso muerto
  { name: 'Back Squat', abbreviation: 'BS', unit: 'kg', hasRm: true },
  { name: 'Front Squat', abbreviation: 'FS', unit: 'kg', hasRm: true },
  { name: 'Overhead Squat', abbreviation: 'OHS', unit: 'kg', hasRm: true },
  { name: 'Pause Back Squat', abbreviation: 'PBS', unit: 'kg', hasRm: true },
  { name: 'Deadlift', abbreviation: 'DL', unit: 'kg', hasRm: true },
  { name: 'Sumo Deadlift', abbreviation: 'SDL', unit: 'kg', hasRm: true },
  { name: 'Romanian Deadlift', abbreviation: 'RDL', unit: 'kg', hasRm: true },
  { name: 'Good Morning', abbreviation: 'GM', unit: 'kg', hasRm: true },
  { name: 'Hip Thrust', abbreviation: 'HT', unit: 'kg', hasRm: true },
  // Halterofilia
  { name: 'Clean & Jerk', abbreviation: 'C&J', unit: 'kg', hasRm: true },
  { name: 'Squat Clean', abbreviation: 'SQC', unit: 'kg', hasRm: true },
  { name: 'Power Clean', abbreviation: 'PC', unit: 'kg', hasRm: true },
  { name: 'Hang Power Clean', abbreviation: 'HPC', unit: 'kg', hasRm: true },
  { name: 'Hang Squat Clean', abbreviation: 'HSC', unit: 'kg', hasRm: true },
  { name: 'Clean Pull', abbreviation: 'CLP', unit: 'kg', hasRm: true },
  { name: 'Snatch', abbreviation: 'SN', unit: 'kg', hasRm: true },
  { name: 'Power Snatch', abbreviation: 'PS', unit: 'kg', hasRm: true },
  { name: 'Hang Power Snatch', abbreviation: 'HPS', unit: 'kg', hasRm: true },
  { name: 'Hang Squat Snatch', abbreviation: 'HSS', unit: 'kg', hasRm: true },
  { name: 'Muscle Snatch', abbreviation: 'MSN', unit: 'kg', hasRm: true },
  { name: 'Snatch Balance', abbreviation: 'SB', unit: 'kg', hasRm: true },
  { name: 'Snatch Pull', abbreviation: 'SNP', unit: 'kg', hasRm: true },
  { name: 'Split Jerk', abbreviation: 'SJ', unit: 'kg', hasRm: true },
  { name: 'Push Jerk', abbreviation: 'PJ', unit: 'kg', hasRm: true },
  { name: 'Cluster', abbreviation: 'CLU', unit: 'kg', hasRm: true },
  { name: 'Thruster', abbreviation: 'TH', unit: 'kg', hasRm: true },
  // Empujes y tracciones
  { name: 'Strict Press', abbreviation: 'SP', unit: 'kg', hasRm: true },
  { name: 'Push Press', abbreviation: 'PP', unit: 'kg', hasRm: true },
  { name: 'Bench Press', abbreviation: 'BP', unit: 'kg', hasRm: true },
  { name: 'Weighted Pull-up', abbreviation: 'WPU', unit: 'kg', hasRm: true },
  { name: 'Bent Over Row', abbreviation: 'BOR', unit: 'kg', hasRm: true },
  // Gimnásticos y peso corporal (máximo de repeticiones)
  { name: 'Pull-ups', abbreviation: 'PU', unit: 'reps', hasRm: false },
  { name: 'Strict Pull-ups', abbreviation: 'SPU', unit: 'reps', hasRm: false },
  { name: 'Chest to Bar Pull-ups', abbreviation: 'C2B', unit: 'reps', hasRm: false },
  { name: 'Toes to Bar', abbreviation: 'T2B', unit: 'reps', hasRm: false },
  { name: 'Strict Toes to Bar', abbreviation: 'ST2B', unit: 'reps', hasRm: false },
  { name: 'Knees to Elbows', abbreviation: 'K2E', unit: 'reps', hasRm: false },
  { name: 'Handstand Push-ups', abbreviation: 'HSPU', unit: 'reps', hasRm: false },
  { name: 'Strict Handstand Push-ups', abbreviation: 'SHSPU', unit: 'reps', hasRm: false },
  { name: 'Muscle-ups', abbreviation: 'MU', unit: 'reps', hasRm: false },
  { name: 'Bar Muscle-ups', abbreviation: 'BMU', unit: 'reps', hasRm: false },
  { name: 'Ring Dips', abbreviation: 'RD', unit: 'reps', hasRm: false },
  { name: 'Push-ups', abbreviation: 'PSU', unit: 'reps', hasRm: false },
  { name: 'Hand Release Push-ups', abbreviation: 'HRPU', unit: 'reps', hasRm: false },
  { name: 'Double Unders', abbreviation: 'DU', unit: 'reps', hasRm: false },
  { name: 'Pistols', abbreviation: 'PIS', unit: 'reps', hasRm: false },
  { name: 'Rope Climbs', abbreviation: 'RC', unit: 'reps', hasRm: false },
  { name: 'Legless Rope Climbs', abbreviation: 'LRC', unit: 'reps', hasRm: false },
  { name: 'GHD Sit-ups', abbreviation: 'GHD', unit: 'reps', hasRm: false },
  { name: 'Wall Balls', abbreviation: 'WB', unit: 'reps', hasRm: false },
  { name: 'Burpees', abbreviation: 'BUR', unit: 'reps', hasRm: false },
  { name: 'Box Jumps', abbreviation: 'BJ', unit: 'reps', hasRm: false },
  { name: 'Kettlebell Swings', abbreviation: 'KBS', unit: 'reps', hasRm: false },
  { name: 'Air Squats', abbreviation: 'AS', unit: 'reps', hasRm: false },
];

/** Seven programmed sessions; the seeder picks index (dayOfYear % 7) for today and its neighbours. */
export const demoWods: WodBlock[][] = [
  // 0 · Sentadilla y AMRAP
  [
    {
      title: 'Calentamiento',
      exercices: [
        '3 rondas:',
        '200 m run',
        '10 air squats',
        '10 push-ups',
        '5 inchworms',
        'Movilidad de cadera y tobillo con banda: 2 min',
      ],
      wbs: [],
    },
    {
      title: 'Fuerza',
      exercices: ['Back Squat 5x5 @75%', "Descanso 2' entre series", 'Tempo 3-0-1-0 en la bajada'],
      wbs: [],
    },
    {
      title: 'WOD',
      tc: 14,
      score: 'rounds_reps',
      exercices: [
        "AMRAP 14'",
        '12 Wall Balls 9/6 kg',
        '10 Toes to Bar',
        '8 Box Jumps 60/50 cm',
        'Escalado: Knee Raises y Step-ups',
      ],
      wbs: [],
    },
  ],
  // 1 · Push Press y un clásico
  [
    {
      title: 'Calentamiento',
      exercices: [
        '2 rondas:',
        '250 m row',
        '10 PVC pass-throughs',
        '10 scap pull-ups',
        '10 empty bar thrusters',
      ],
      wbs: [],
    },
    {
      title: 'Fuerza',
      exercices: ['Push Press 5x3 @80%', 'Después: Strict Press 3x8 @60%'],
      wbs: [],
    },
    {
      title: 'WOD',
      tc: 10,
      score: 'time',
      // Fran as the library has it: a member's time here counts as their Fran.
      benchmark: 'Fran',
      exercices: [
        'For time: 21-15-9',
        'Thrusters 43/30 kg',
        'Pull-ups',
        'Escalado: Thrusters 30/20 kg y Ring Rows',
      ],
      wbs: [],
    },
  ],
  // 2 · EMOM gimnástico + chipper corto (bloques anidados)
  [
    {
      title: 'Calentamiento',
      exercices: [
        '3 rondas:',
        '30 single unders',
        '5 kip swings',
        '5 wall walks parciales',
        '10 hollow rocks',
      ],
      wbs: [],
    },
    {
      title: 'Skill',
      exercices: ["Handstand Push-ups: progresiones 10'", 'Kipping en pared y negativas controladas'],
      wbs: [],
    },
    {
      title: 'WOD',
      tc: 22,
      exercices: ["Dos partes con 2' de descanso entre ellas"],
      wbs: [
        {
          title: 'Parte A',
          tc: 8,
          exercices: ["EMOM 8'", 'Min. impar: 8 Handstand Push-ups', 'Min. par: 12 Cal Bike'],
          wbs: [],
        },
        {
          title: 'Parte B',
          tc: 12,
          score: 'time',
          exercices: [
            'For time:',
            '50 Double Unders',
            '30 Kettlebell Swings 24/16 kg',
            '20 Burpees',
            '30 Kettlebell Swings 24/16 kg',
            '50 Double Unders',
          ],
          wbs: [],
        },
      ],
    },
  ],
  // 3 · Arrancada e Isabel
  [
    {
      title: 'Calentamiento',
      exercices: [
        'Burgener warm-up con barra vacía',
        '2 rondas: 5 muscle snatch, 5 snatch balance, 5 overhead squats',
        '400 m run suave',
      ],
      wbs: [],
    },
    {
      title: 'Fuerza',
      exercices: ['Snatch: 1 rep cada 90" x 10 @70-80%', 'Snatch Pull 3x3 @95%'],
      wbs: [],
    },
    {
      title: 'WOD',
      tc: 8,
      score: 'time',
      exercices: ['"Isabel"', 'For time:', '30 Snatches 61/43 kg', 'Escalado: Power Snatch 40/30 kg'],
      wbs: [],
    },
  ],
  // 4 · Por parejas
  [
    {
      title: 'Calentamiento',
      exercices: [
        '3 rondas con tu pareja:',
        '10 air squats sincronizados',
        '10 push-ups',
        '10 lunges',
        '200 m run juntos',
      ],
      wbs: [],
    },
    {
      title: 'Fuerza',
      exercices: ['Deadlift 5-5-3-3-1-1 subiendo peso', 'Objetivo: 1 rep pesada sin perder técnica'],
      score: 'load',
      wbs: [],
    },
    {
      title: 'WOD por parejas',
      tc: 25,
      score: 'time',
      exercices: [
        'For time, repartid las reps como queráis:',
        '1.000 m row',
        '80 Wall Balls 9/6 kg',
        '60 Deadlifts 70/50 kg',
        '40 Burpees over the bar',
        '20 Chest to Bar Pull-ups',
        '1.000 m row',
      ],
      wbs: [],
    },
  ],
  // 5 · Sábado por equipos (bloques anidados)
  [
    {
      title: 'Calentamiento',
      exercices: ["10' de juego en equipos: pilla-pilla con burpees", "Movilidad general 5'"],
      wbs: [],
    },
    {
      title: 'WOD por equipos de 3',
      tc: 40,
      exercices: ['Tres partes seguidas, solo trabaja un atleta a la vez salvo que se indique'],
      wbs: [
        {
          title: 'Parte A',
          tc: 12,
          score: 'rounds_reps',
          exercices: ["AMRAP 12'", '15 Cal Row', '12 Hang Power Cleans 50/35 kg', '9 Bar-facing Burpees'],
          wbs: [],
        },
        {
          title: 'Parte B',
          tc: 12,
          score: 'time',
          exercices: [
            'For time, los tres a la vez:',
            '150 Double Unders',
            '90 Air Squats',
            '30 Toes to Bar',
            'Uno del equipo sostiene un plate 20/15 kg en todo momento',
          ],
          wbs: [],
        },
        {
          title: 'Parte C',
          tc: 10,
          score: 'calories',
          exercices: [
            'Max Cal Assault Bike en relevos de 30"',
            'Objetivo: superar la puntuación del otro equipo',
          ],
          wbs: [],
        },
      ],
    },
  ],
  // 6 · Press y motor (bloques anidados)
  [
    {
      title: 'Calentamiento',
      exercices: [
        '2 rondas:',
        '400 m run',
        '10 banded pull-aparts',
        '10 kettlebell deadlifts',
        '10 goblet squats',
      ],
      wbs: [],
    },
    {
      title: 'Fuerza',
      exercices: ['Strict Press 4x5 @75%', 'Superserie con 4x8 Bent Over Row'],
      wbs: [],
    },
    {
      title: 'WOD',
      tc: 28,
      score: 'time',
      exercices: ['5 rondas for time'],
      wbs: [
        {
          title: 'Ronda',
          exercices: [
            '500 m row',
            '15 Kettlebell Swings 24/16 kg',
            '10 Burpees over the bar',
            '5 Strict Handstand Push-ups',
          ],
          wbs: [],
        },
        {
          title: 'Cooldown',
          exercices: ["5' de bici suave", 'Estiramiento de dorsales y pectoral 2x30" por lado'],
          wbs: [],
        },
      ],
    },
  ],
];

/** The weekly recovery (mobility) session: about 35 minutes. */
export const demoRecovery: WodBlock[] = [
  {
    title: 'Respiración y activación',
    tc: 5,
    exercices: [
      "Respiración diafragmática tumbado: 2'",
      '90/90 breathing con pies en la pared: 10 respiraciones',
      'Cat-cow: 10 repeticiones lentas',
    ],
    wbs: [],
  },
  {
    title: 'Liberación miofascial',
    tc: 10,
    exercices: [
      "Foam roller: cuádriceps, isquios y glúteos, 1' por zona",
      "Foam roller: dorsales y columna torácica, 2'",
      "Pelota de lacrosse: planta del pie y pectoral, 1' por lado",
    ],
    wbs: [],
  },
  {
    title: 'Movilidad',
    tc: 12,
    exercices: [
      '2 rondas:',
      "Couch stretch 1' por lado",
      '90/90 de cadera: 10 transiciones',
      'Movilidad de tobillo en pared: 10 por lado',
      'Thread the needle: 8 por lado',
      'Dislocaciones con PVC: 10',
    ],
    wbs: [],
  },
  {
    title: 'Estiramientos y vuelta a la calma',
    tc: 8,
    exercices: [
      "Pigeon pose 1' por lado",
      "Estiramiento de dorsal en rig 1' por lado",
      "Child's pose con respiración profunda 2'",
    ],
    wbs: [],
  },
];

export const demoUsers: DemoUser[] = [
  {
    cin: '00000000T',
    password: 'boxbook-admin',
    name: 'Núria',
    surname: 'Castells Bosch',
    email: 'nuria.castells@example.com',
    phone: '+34 627 786 294',
    roles: ['USER', 'ADMIN'],
    sex: 'FEMININE',
    birth: '1984-03-12',
    planKey: 'games',
    pro: true,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '11111111H',
    password: 'boxbook-trainer',
    name: 'Marc',
    surname: 'Serra Pujol',
    email: 'marc.serra@example.com',
    phone: '+34 616 756 253',
    roles: ['USER', 'TRAINER'],
    sex: 'MASCULINE',
    birth: '1990-07-21',
    planKey: 'unlimited',
    pro: true,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '22222222J',
    password: 'boxbook-tester',
    name: 'Queralt',
    surname: 'Miró Sala',
    email: 'queralt.miro@example.com',
    phone: '+34 650 400 938',
    roles: ['USER', 'TESTER'],
    sex: 'FEMININE',
    birth: '1995-11-02',
    planKey: 'three_days',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '12345678Z',
    password: 'boxbook-member',
    name: 'Jordi',
    surname: 'Puig Ferrer',
    email: 'jordi.puig@example.com',
    phone: '+34 663 082 170',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '1988-05-30',
    planKey: 'four_days',
    pro: false,
    boughtActivityCredits: 2,
    boughtOpenCredits: 0,
  },
  {
    cin: 'X1234567L',
    password: 'boxbook-member',
    name: 'Valentina',
    surname: 'Acosta Romero',
    email: 'valentina.acosta@example.com',
    phone: '+34 657 411 562',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '1993-09-14',
    planKey: null,
    pro: false,
    boughtActivityCredits: 3,
    boughtOpenCredits: 1,
  },
  {
    cin: '31732048Y',
    password: 'boxbook-member',
    name: 'Laia',
    surname: 'Soler Vidal',
    email: 'laia.soler@example.com',
    phone: '+34 635 904 140',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '1981-07-21',
    planKey: 'unlimited',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '13240447Z',
    password: 'boxbook-member',
    name: 'Pau',
    surname: 'Vila Mas',
    email: 'pau.vila@example.com',
    phone: '+34 655 884 563',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '1976-09-04',
    planKey: 'three_days',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '34540967G',
    password: 'boxbook-member',
    name: 'Marta',
    surname: 'García López',
    email: 'marta.garcia@example.com',
    phone: '+34 635 723 425',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '1975-09-07',
    planKey: 'two_days',
    pro: false,
    boughtActivityCredits: 1,
    boughtOpenCredits: 0,
  },
  {
    cin: '12516291J',
    password: 'boxbook-member',
    name: 'Sergi',
    surname: 'Martínez Pons',
    email: 'sergi.martinez@example.com',
    phone: '+34 645 699 905',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '1977-07-14',
    planKey: 'games',
    pro: true,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '14687918A',
    password: 'boxbook-member',
    name: 'Anna',
    surname: 'Rovira Bosch',
    email: 'anna.rovira@example.com',
    phone: '+34 648 980 236',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '1987-02-18',
    planKey: 'four_days',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: 'Y4783921G',
    password: 'boxbook-member',
    name: 'Xavier',
    surname: 'Torres Camps',
    email: 'xavier.torres@example.com',
    phone: '+34 619 084 180',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '1999-01-27',
    planKey: 'unlimited',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '47946955M',
    password: 'boxbook-member',
    name: 'Montserrat',
    surname: 'Riera Sala',
    email: 'montserrat.riera@example.com',
    phone: '+34 619 237 674',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '1979-04-21',
    planKey: 'two_days',
    pro: false,
    boughtActivityCredits: 1,
    boughtOpenCredits: 0,
  },
  {
    cin: '52106330Z',
    password: 'boxbook-member',
    name: 'Albert',
    surname: 'Fernández Ruiz',
    email: 'albert.fernandez@example.com',
    phone: '+34 629 012 496',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '1975-10-19',
    planKey: null,
    pro: false,
    boughtActivityCredits: 8,
    boughtOpenCredits: 0,
  },
  {
    cin: '24836550T',
    password: 'boxbook-member',
    name: 'Clara',
    surname: 'Costa Prat',
    email: 'clara.costa@example.com',
    phone: '+34 675 186 269',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '1974-09-28',
    planKey: 'three_days',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '18937210E',
    password: 'boxbook-member',
    name: 'Oriol',
    surname: 'Valls Pujol',
    email: 'oriol.valls@example.com',
    phone: '+34 636 004 149',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '1990-07-05',
    planKey: 'open_box',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '46284815Y',
    password: 'boxbook-member',
    name: 'Júlia',
    surname: 'Sánchez Moreno',
    email: 'julia.sanchez@example.com',
    phone: '+34 653 547 378',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '1979-10-10',
    planKey: 'unlimited',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '47598229M',
    password: 'boxbook-member',
    name: 'David',
    surname: 'Romero Gil',
    email: 'david.romero@example.com',
    phone: '+34 678 579 326',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '1983-02-19',
    planKey: 'four_days',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: 'Z3069155V',
    password: 'boxbook-member',
    name: 'Aina',
    surname: 'Ribas Coll',
    email: 'aina.ribas@example.com',
    phone: '+34 616 707 879',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '1984-06-04',
    planKey: 'games',
    pro: true,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '46758508Z',
    password: 'boxbook-member',
    name: 'Pol',
    surname: 'Escudé Badia',
    email: 'pol.escude@example.com',
    phone: '+34 665 973 632',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '1976-10-02',
    planKey: 'three_days',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '51541030P',
    password: 'boxbook-member',
    name: 'Carla',
    surname: 'Navarro Ortega',
    email: 'carla.navarro@example.com',
    phone: '+34 683 692 757',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '1985-08-22',
    planKey: null,
    pro: false,
    boughtActivityCredits: 10,
    boughtOpenCredits: 2,
  },
  {
    cin: '31082059C',
    password: 'boxbook-member',
    name: 'Arnau',
    surname: 'Comas Figueras',
    email: 'arnau.comas@example.com',
    phone: '+34 606 467 921',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '2001-10-15',
    planKey: 'unlimited',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '34265381G',
    password: 'boxbook-member',
    name: 'Elena',
    surname: 'Jiménez Castro',
    email: 'elena.jimenez@example.com',
    phone: '+34 699 974 895',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '1991-04-26',
    planKey: 'two_days',
    pro: false,
    boughtActivityCredits: 1,
    boughtOpenCredits: 0,
  },
  {
    cin: '22063942L',
    password: 'boxbook-member',
    name: 'Adrià',
    surname: 'Serrano Molina',
    email: 'adria.serrano@example.com',
    phone: '+34 687 817 572',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '1987-02-19',
    planKey: 'open_box',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '30149377B',
    password: 'boxbook-member',
    name: 'Berta',
    surname: 'Mir Sabaté',
    email: 'berta.mir@example.com',
    phone: '+34 650 407 408',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '2003-06-24',
    planKey: 'four_days',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '40120752N',
    password: 'boxbook-member',
    name: 'Guillem',
    surname: 'Bonet Duran',
    email: 'guillem.bonet@example.com',
    phone: '+34 650 106 493',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '1990-10-03',
    planKey: 'unlimited',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '17923260G',
    password: 'boxbook-member',
    name: 'Lucía',
    surname: 'Hernández Díaz',
    email: 'lucia.hernandez@example.com',
    phone: '+34 681 410 063',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '2004-07-06',
    planKey: 'three_days',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '32954976R',
    password: 'boxbook-member',
    name: 'Àlex',
    surname: 'Ferrer Planas',
    email: 'alex.ferrer@example.com',
    phone: '+34 624 068 213',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '1981-08-14',
    planKey: null,
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: 'Y9021458K',
    password: 'boxbook-member',
    name: 'Mireia',
    surname: 'Giménez Vendrell',
    email: 'mireia.gimenez@example.com',
    phone: '+34 656 166 112',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '1992-06-23',
    planKey: 'unlimited',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '33500073K',
    password: 'boxbook-member',
    name: 'Roger',
    surname: 'Domènech Batlle',
    email: 'roger.domenech@example.com',
    phone: '+34 643 615 053',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '2003-10-26',
    planKey: 'two_days',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '40615421C',
    password: 'boxbook-member',
    name: 'Sofía',
    surname: 'Delgado Ramos',
    email: 'sofia.delgado@example.com',
    phone: '+34 613 000 580',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '1976-02-09',
    planKey: 'four_days',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '41816200S',
    password: 'boxbook-member',
    name: 'Joan',
    surname: 'Pujol Grau',
    email: 'joan.pujol@example.com',
    phone: '+34 619 549 103',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '1976-01-24',
    planKey: 'three_days',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '57076332S',
    password: 'boxbook-member',
    name: 'Irene',
    surname: 'Muñoz Navarro',
    email: 'irene.munoz@example.com',
    phone: '+34 646 628 026',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '1991-11-19',
    planKey: 'unlimited',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '55717052N',
    password: 'boxbook-member',
    name: 'Gerard',
    surname: 'Sabater Roig',
    email: 'gerard.sabater@example.com',
    phone: '+34 609 895 212',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '2000-05-23',
    planKey: 'games',
    pro: true,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
  {
    cin: '35890025C',
    password: 'boxbook-member',
    name: 'Paula',
    surname: 'Castillo Vega',
    email: 'paula.castillo@example.com',
    phone: '+34 678 385 152',
    roles: ['USER'],
    sex: 'FEMININE',
    birth: '1994-01-15',
    planKey: null,
    pro: false,
    boughtActivityCredits: 5,
    boughtOpenCredits: 0,
  },
  {
    cin: '50998116D',
    password: 'boxbook-member',
    name: 'Enric',
    surname: 'Bertran Mas',
    email: 'enric.bertran@example.com',
    phone: '+34 681 258 978',
    roles: ['USER'],
    sex: 'MASCULINE',
    birth: '1979-08-02',
    planKey: 'three_days',
    pro: false,
    boughtActivityCredits: 0,
    boughtOpenCredits: 0,
  },
];
