import type { ContentTranslations } from '~/shared/schemas/translations';

/**
 * French and Kinyarwanda for the demo content of seed-data.ts, by the English name
 * (or title) of each record. Place names stay as they are; Kinyarwanda as written in
 * Rwanda (mituweli, Kandagira ukarabe...).
 */
type ByName = Record<string, ContentTranslations>;

export const giftTranslations: ByName = {
  'School Supplies Pack': {
    fr: {
      name: 'Kit de fournitures scolaires',
      description:
        'Des cahiers, des crayons, une règle et une trousse de géométrie pour un élève pendant tout un trimestre.',
    },
    rw: {
      name: 'Ipaki y’ibikoresho by’ishuri',
      description: 'Amakayi, amakaramu, igipimo n’ibikoresho bya jewometiri bihagije umunyeshuri umwe igihembwe cyose.',
    },
  },
  'School Uniform': {
    fr: {
      name: 'Uniforme scolaire',
      description:
        'Un uniforme neuf cousu par des couturiers de la ville de Musanze, pour qu’un enfant aille à l’école dans la dignité.',
    },
    rw: {
      name: 'Impuzankano y’ishuri',
      description:
        'Impuzankano nshya idodwa n’abadozi bo mu mujyi wa Musanze, kugira ngo umwana ajye ku ishuri yiyubashye.',
    },
  },
  'Health Insurance for a Year': {
    fr: {
      name: 'Assurance maladie pour un an',
      description: 'L’assurance maladie communautaire (mutuelle de santé) d’une personne pendant douze mois.',
    },
    rw: {
      name: 'Mituweli y’umwaka wose',
      description: 'Ubwisungane mu kwivuza (mituweli) bw’umuntu umwe mu gihe cy’amezi cumi n’abiri.',
    },
  },
  'Family Food Basket': {
    fr: {
      name: 'Panier alimentaire familial',
      description:
        'Des haricots, de la farine de maïs, du riz et de l’huile de cuisine pour nourrir une famille de cinq personnes pendant deux semaines.',
    },
    rw: {
      name: 'Igitebo cy’ibiribwa by’umuryango',
      description:
        'Ibishyimbo, ifu y’ibigori, umuceri n’amavuta yo guteka bihagije kugaburira umuryango w’abantu batanu mu byumweru bibiri.',
    },
  },
  'Mosquito Net': {
    fr: {
      name: 'Moustiquaire',
      description: 'Une moustiquaire imprégnée d’insecticide longue durée qui protège deux enfants du paludisme.',
    },
    rw: {
      name: 'Inzitiramubu',
      description: 'Inzitiramubu iteye umuti urambye, irinda abana babiri malariya.',
    },
  },
  'Roof Sheets for a Home': {
    fr: {
      name: 'Tôles pour le toit d’une maison',
      description: 'Des tôles pour remplacer un toit qui fuit avant la saison des pluies.',
    },
    rw: {
      name: 'Amabati yo gusakara inzu',
      description: 'Amabati yo gusimbura igisenge kiva mbere y’uko igihe cy’imvura kigera.',
    },
  },
  'Fruit Tree Seedlings': {
    fr: {
      name: 'Plants d’arbres fruitiers',
      description:
        'Dix plants d’avocatiers et de manguiers qui nourrissent une famille et protègent le sol de la colline.',
    },
    rw: {
      name: 'Ingemwe z’ibiti by’imbuto',
      description: 'Ingemwe icumi za avoka n’imyembe zigaburira umuryango kandi zikarinda ubutaka bw’umusozi isuri.',
    },
  },
  'Goat for a Family': {
    fr: {
      name: 'Une chèvre pour une famille',
      description:
        'Une chèvre apporte du lait, du fumier pour le potager et un petit revenu à la naissance des chevreaux.',
    },
    rw: {
      name: 'Ihene y’umuryango',
      description: 'Ihene itanga amata, ifumbire y’umurima n’amafaranga make iyo ibyaye.',
    },
  },
  'Where Most Needed': {
    fr: {
      name: 'Là où le besoin est le plus grand',
      description: 'Laissez notre équipe affecter votre don là où le besoin est le plus grand ce mois-ci.',
    },
    rw: {
      name: 'Aho bikenewe cyane',
      description: 'Reka itsinda ryacu rishyire impano yawe aho ikenewe cyane muri uku kwezi.',
    },
  },
};

export const skillTranslations: ByName = {
  'Teaching and Tutoring': {
    fr: {
      name: 'Enseignement et soutien scolaire',
      description: 'Aider les enfants en lecture, en anglais et en mathématiques après l’école.',
      requirements: [
        'Patience avec les jeunes élèves',
        'Notions d’anglais ou de kinyarwanda',
        'Disponible au moins deux semaines',
        'Vérification des antécédents',
      ],
    },
    rw: {
      name: 'Kwigisha no gufasha abana mu masomo',
      description: 'Gufasha abana gusoma, Icyongereza n’imibare nyuma y’amasomo.',
      requirements: [
        'Kwihanganira abana bato biga',
        'Kumenya nibura bike mu Cyongereza cyangwa mu Kinyarwanda',
        'Kuboneka nibura ibyumweru bibiri',
        'Icyemezo cy’ubudakemwa',
      ],
    },
  },
  'Healthcare Support': {
    fr: {
      name: 'Soutien aux soins de santé',
      description: 'Soutenir nos journées de santé : bilans de santé, cours d’hygiène et premiers secours.',
      requirements: ['Formation médicale ou infirmière', 'Autorisation d’exercer en cours de validité'],
    },
    rw: {
      name: 'Gufasha mu by’ubuzima',
      description: 'Gufasha mu minsi yacu y’ubuzima: gusuzuma abana, kwigisha isuku n’ubutabazi bw’ibanze.',
      requirements: ['Kuba warize ubuganga cyangwa ubuforomo', 'Uruhushya rwemewe rwo gukora umwuga'],
    },
  },
  'Construction and Repairs': {
    fr: {
      name: 'Construction et réparations',
      description: 'Construire des salles de classe, réparer des maisons et installer des citernes d’eau de pluie.',
      requirements: ['Expérience en maçonnerie ou en menuiserie', 'Bonne condition physique', 'Sens de la sécurité'],
    },
    rw: {
      name: 'Ubwubatsi n’isanwa',
      description: 'Kubaka ibyumba by’amashuri, gusana amazu no gushyiraho ibigega by’amazi y’imvura.',
      requirements: [
        'Uburambe mu bwubatsi cyangwa ububaji',
        'Kugira imbaraga z’umubiri',
        'Kwitwararika umutekano ku kazi',
      ],
    },
  },
  'Photography and Storytelling': {
    fr: {
      name: 'Photographie et récits',
      description: 'Raconter l’histoire de nos enfants et de nos familles avec soin et respect.',
    },
    rw: {
      name: 'Gufotora no kubara inkuru',
      description: 'Kubara inkuru z’abana n’imiryango yacu mu bwitonzi no mu cyubahiro.',
    },
  },
};
