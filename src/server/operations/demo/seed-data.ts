/**
 * Original demo content for a first start: plausible, clearly the charity's own voice.
 * The children are fictional, so their "guardian's consent" is recorded as the demo's
 * (demoConsent): the demo site lists them; the public sees the preferred name and the
 * district (Musanze) only, never the surname or the sector in `location`.
 */
export const demoConsent = {
  district: 'Musanze',
  consentGivenBy: 'Demo content: fictional child',
  consentGivenOn: '2026-01-05',
  consentScope: ['listing', 'photo', 'story'],
};

export const demoChildren = [
  {
    name: 'Aline Uwase',
    preferredName: 'Aline',
    waitingDays: 420,
    age: 8,
    location: 'Kinigi, Musanze',
    monthlySupport: 35000,
    isSponsored: false,
    needs: ['School uniform', 'Exercise books', 'Health insurance'],
    story:
      'Aline loves drawing volcanoes and wants to become an architect. She walks two kilometres to school every morning with her younger brother and is the first in her family to learn to read.',
  },
  {
    name: 'Jean Bosco Niyonzima',
    preferredName: 'Jean Bosco',
    waitingDays: 35,
    age: 11,
    location: 'Muhoza, Musanze',
    monthlySupport: 35000,
    isSponsored: false,
    needs: ['School fees', 'Shoes', 'Nutritious meals'],
    story:
      'Jean Bosco is a quiet boy who comes alive on the football pitch. Since his father passed away he helps his mother sell vegetables at the market after school.',
  },
  {
    name: 'Divine Ingabire',
    preferredName: 'Divine',
    waitingDays: 200,
    age: 6,
    location: 'Cyuve, Musanze',
    monthlySupport: 25000,
    isSponsored: false,
    needs: ['Pre-school fees', 'Warm clothes'],
    story:
      "Divine started nursery school this year and already knows her letters in Kinyarwanda and English. She sings in the children's choir every Sunday.",
  },
  {
    name: 'Eric Habimana',
    preferredName: 'Eric',
    waitingDays: 610,
    age: 13,
    location: 'Gacaca, Musanze',
    monthlySupport: 50000,
    isSponsored: false,
    needs: ['Secondary school fees', 'Mathematics set', 'Bicycle repair'],
    story:
      'Eric came top of his class in mathematics and dreams of becoming an engineer. A sponsor would let him stay in school instead of working on the family farm.',
  },
  {
    name: 'Claudine Mukamana',
    preferredName: 'Claudine',
    waitingDays: 90,
    age: 9,
    location: 'Busogo, Musanze',
    monthlySupport: 35000,
    isSponsored: false,
    needs: ['Hearing check-up', 'School supplies'],
    story:
      'Claudine has a mild hearing impairment and sits in the front row so she can follow her teacher. She is patient, kind and looks after the younger children.',
  },
  {
    name: 'Patrick Nshimiyimana',
    preferredName: 'Patrick',
    waitingDays: 700,
    age: 10,
    location: 'Kinigi, Musanze',
    monthlySupport: 35000,
    isSponsored: true,
    needs: ['School fees', 'Reading books'],
    story:
      'Patrick reads every book he can find and tells stories to his friends. His sponsor helps him with school fees and books.',
  },
  {
    name: 'Grace Umutoni',
    preferredName: 'Grace',
    waitingDays: 500,
    age: 7,
    location: 'Muhoza, Musanze',
    monthlySupport: 25000,
    isSponsored: true,
    needs: ['Uniform', 'Meals at school'],
    story:
      'Grace is cheerful and curious. Thanks to her sponsor she eats a good lunch at school every day and has grown stronger this year.',
  },
];

export const demoGifts = [
  {
    name: 'School Supplies Pack',
    category: 'education',
    priceCents: 2500,
    quantity: 120,
    description: 'Exercise books, pencils, a ruler and a geometry set for one pupil for a whole term.',
  },
  {
    name: 'School Uniform',
    category: 'education',
    priceCents: 1800,
    quantity: 80,
    description: 'A new uniform sewn by tailors in Musanze town, so a child can attend school with dignity.',
  },
  {
    name: 'Health Insurance for a Year',
    category: 'health',
    priceCents: 1200,
    quantity: 200,
    description: 'Community health insurance (Mutuelle de Santé) for one person for twelve months.',
  },
  {
    name: 'Family Food Basket',
    category: 'food',
    priceCents: 4000,
    quantity: 60,
    description: 'Beans, maize flour, rice and cooking oil to feed a family of five for two weeks.',
  },
  {
    name: 'Mosquito Net',
    category: 'health',
    priceCents: 900,
    quantity: 300,
    description: 'A long-lasting insecticide-treated net that protects two children from malaria.',
  },
  {
    name: 'Roof Sheets for a Home',
    category: 'shelter',
    priceCents: 15000,
    quantity: 20,
    description: 'Iron sheets to replace a leaking roof before the rainy season.',
  },
  {
    name: 'Fruit Tree Seedlings',
    category: 'environment',
    priceCents: 1500,
    quantity: 150,
    description: 'Ten avocado and mango seedlings that feed a family and protect the soil on the hillside.',
  },
  {
    name: 'Goat for a Family',
    category: 'community',
    priceCents: 6000,
    quantity: 40,
    description: 'A goat brings milk, manure for the garden and a small income when kids are born.',
  },
  {
    name: 'Where Most Needed',
    category: 'other',
    priceCents: 2000,
    quantity: 999,
    description: 'Let our team put your gift where the need is greatest this month.',
  },
] as const;

export const demoSkills = [
  {
    name: 'Teaching and Tutoring',
    description: 'Help children with reading, English and mathematics after school.',
    requirements: [
      'Patience with young learners',
      'Basic English or Kinyarwanda',
      'Available at least two weeks',
      'Background check',
    ],
  },
  {
    name: 'Healthcare Support',
    description: 'Support our health days with check-ups, hygiene lessons and first aid.',
    requirements: ['Medical or nursing training', 'Registered professional licence'],
  },
  {
    name: 'Construction and Repairs',
    description: 'Build classrooms, repair homes and install rainwater tanks.',
    requirements: ['Building or carpentry experience', 'Physically fit', 'Safety awareness'],
  },
  {
    name: 'Photography and Storytelling',
    description: 'Tell the stories of our children and families with care and respect.',
    requirements: [] as string[],
  },
];

export const demoPosts = [
  {
    title: 'A New Classroom Opens in Kinigi',
    category: 'Education',
    type: 'article' as const,
    tags: ['education', 'building'],
    excerpt: 'Forty pupils who used to learn under a tree now have a bright classroom with desks and a blackboard.',
    content:
      '<p>For two years the youngest pupils of Kinigi learned their letters in the shade of a eucalyptus tree. When it rained, lessons stopped.</p><p>This month, thanks to our donors and to parents who carried bricks up the hill, <strong>a new classroom opened its doors</strong>. It has forty desks, large windows and a blackboard painted by the older pupils.</p><h2>What comes next</h2><p>Seven more classrooms are planned. Every gift brings the next one closer.</p>',
    daysAgo: 3,
  },
  {
    title: 'Health Day: 300 Children Checked',
    category: 'Health',
    type: 'article' as const,
    tags: ['health', 'community'],
    excerpt:
      'Nurses from Musanze hospital joined our volunteers for a day of check-ups, vaccinations and hygiene lessons.',
    content:
      '<p>On Saturday our courtyard turned into a clinic. Nurses weighed and measured <strong>300 children</strong>, checked their eyes and teeth, and referred eleven for further care.</p><ul><li>42 mosquito nets handed out</li><li>120 families enrolled in health insurance</li><li>Hand-washing stations installed at two schools</li></ul><p>Thank you to everyone who gave a health gift from our catalogue.</p>',
    daysAgo: 12,
  },
  {
    title: 'Watch: A Day at Our After-School Club',
    category: 'Video',
    type: 'video' as const,
    tags: ['video', 'children'],
    excerpt: 'Follow the children of the World Shapers Club through an afternoon of homework, games and songs.',
    content:
      '<p>Our after-school club meets every weekday. Children finish their homework with volunteer tutors, play football and end the day with songs.</p><p>Press play to spend an afternoon with them.</p>',
    videoId: 'aqz-KE-bpKQ',
    daysAgo: 20,
  },
  {
    title: 'Teenage Mothers Start a Sewing Cooperative',
    category: 'Community',
    type: 'article' as const,
    tags: ['empowerment', 'livelihoods'],
    excerpt: 'Twelve young mothers finished their tailoring course and opened a workshop in Musanze town.',
    content:
      '<p>A year ago they had left school early and had no income. Today twelve young mothers run their own sewing cooperative.</p><blockquote><p>"Now I can pay my son\'s school fees myself," says Josiane, 19.</p></blockquote><p>The cooperative already sews the school uniforms in our gift catalogue.</p>',
    daysAgo: 35,
  },
];
