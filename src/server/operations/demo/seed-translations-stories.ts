import type { ContentTranslations } from '~/shared/schemas/translations';

/**
 * French and Kinyarwanda for the demo children's stories and blog posts of
 * seed-data.ts, by the English name (or title).
 */
type ByName = Record<string, ContentTranslations>;

const musanze = (sector: string) => ({ fr: `${sector}, district de Musanze`, rw: `${sector}, mu Karere ka Musanze` });

export const childTranslations: ByName = {
  'Aline Uwase': {
    fr: {
      location: musanze('Kinigi').fr,
      needs: ['Uniforme scolaire', 'Cahiers', 'Assurance maladie'],
      story:
        'Aline adore dessiner des volcans et veut devenir architecte. Chaque matin, elle marche deux kilomètres jusqu’à l’école avec son petit frère, et elle est la première de sa famille à apprendre à lire.',
    },
    rw: {
      location: musanze('Kinigi').rw,
      needs: ['Impuzankano y’ishuri', 'Amakayi', 'Mituweli'],
      story:
        'Aline akunda gushushanya ibirunga kandi yifuza kuzaba umwubatsi. Buri gitondo akora urugendo rw’ibilometero bibiri n’amaguru ajya ku ishuri ari kumwe na musaza we muto, kandi ni we wa mbere mu muryango wabo wamenye gusoma.',
    },
  },
  'Jean Bosco Niyonzima': {
    fr: {
      location: musanze('Muhoza').fr,
      needs: ['Frais de scolarité', 'Chaussures', 'Repas nutritifs'],
      story:
        'Jean Bosco est un garçon calme qui s’anime dès qu’il est sur un terrain de football. Depuis le décès de son père, il aide sa mère à vendre des légumes au marché après l’école.',
    },
    rw: {
      location: musanze('Muhoza').rw,
      needs: ['Amafaranga y’ishuri', 'Inkweto', 'Amafunguro afite intungamubiri'],
      story:
        'Jean Bosco ni umwana utuje, ariko iyo ageze ku kibuga cy’umupira w’amaguru ahinduka undi muntu. Kuva se yitaba Imana, iyo avuye ku ishuri afasha nyina gucuruza imboga ku isoko.',
    },
  },
  'Divine Ingabire': {
    fr: {
      location: musanze('Cyuve').fr,
      needs: ['Frais d’école maternelle', 'Vêtements chauds'],
      story:
        'Divine est entrée à l’école maternelle cette année et connaît déjà ses lettres en kinyarwanda et en anglais. Elle chante chaque dimanche dans la chorale des enfants.',
    },
    rw: {
      location: musanze('Cyuve').rw,
      needs: ['Amafaranga y’amashuri y’incuke', 'Imyenda y’imbeho'],
      story:
        'Divine yatangiye amashuri y’incuke uyu mwaka, kandi amaze kumenya inyuguti z’Ikinyarwanda n’iz’Icyongereza. Buri ku cyumweru aririmba muri korari y’abana.',
    },
  },
  'Eric Habimana': {
    fr: {
      location: musanze('Gacaca').fr,
      needs: ['Frais de scolarité au secondaire', 'Trousse de géométrie', 'Réparation de vélo'],
      story:
        'Eric a été le premier de sa classe en mathématiques et rêve de devenir ingénieur. Un parrain lui permettrait de rester à l’école au lieu de travailler aux champs avec sa famille.',
    },
    rw: {
      location: musanze('Gacaca').rw,
      needs: ['Amafaranga y’amashuri yisumbuye', 'Ibikoresho by’imibare', 'Gusana igare'],
      story:
        'Eric yabaye uwa mbere mu mibare mu ishuri ryabo, kandi arota kuzaba injeniyeri. Umuterankunga yamufasha gukomeza kwiga aho kujya guhinga mu murima w’umuryango.',
    },
  },
  'Claudine Mukamana': {
    fr: {
      location: musanze('Busogo').fr,
      needs: ['Bilan auditif', 'Fournitures scolaires'],
      story:
        'Claudine a une légère déficience auditive et s’assoit au premier rang pour bien suivre les cours. Elle est patiente, gentille et veille sur les plus petits.',
    },
    rw: {
      location: musanze('Busogo').rw,
      needs: ['Isuzuma ry’amatwi', 'Ibikoresho by’ishuri'],
      story:
        'Claudine afite ikibazo gito cyo kutumva neza, akicara ku ntebe y’imbere kugira ngo abashe gukurikira mwarimu. Arihangana, agira neza kandi yita ku bana bamuri munsi.',
    },
  },
  'Patrick Nshimiyimana': {
    fr: {
      location: musanze('Kinigi').fr,
      needs: ['Frais de scolarité', 'Livres de lecture'],
      story:
        'Patrick lit tous les livres qui lui tombent sous la main et raconte des histoires à ses amis. Son parrain l’aide à payer ses frais de scolarité et ses livres.',
    },
    rw: {
      location: musanze('Kinigi').rw,
      needs: ['Amafaranga y’ishuri', 'Ibitabo byo gusoma'],
      story:
        'Patrick asoma igitabo cyose abonye kandi akabarira inshuti ze inkuru. Umuterankunga we amufasha kwishyura amafaranga y’ishuri no kubona ibitabo.',
    },
  },
  'Grace Umutoni': {
    fr: {
      location: musanze('Muhoza').fr,
      needs: ['Uniforme', 'Repas à l’école'],
      story:
        'Grace est joyeuse et curieuse. Grâce à son parrain, elle prend chaque jour un bon déjeuner à l’école et elle a pris des forces cette année.',
    },
    rw: {
      location: musanze('Muhoza').rw,
      needs: ['Impuzankano', 'Amafunguro ku ishuri'],
      story:
        'Grace ahora yishimye kandi afite amatsiko yo kumenya. Abikesheje umuterankunga we, buri munsi afata ifunguro rya saa sita ryiza ku ishuri, kandi uyu mwaka yarushijeho kugira imbaraga.',
    },
  },
};

export const postTranslations: ByName = {
  'A New Classroom Opens in Kinigi': {
    fr: {
      title: 'Une nouvelle salle de classe ouvre à Kinigi',
      category: 'Éducation',
      tags: ['éducation', 'construction'],
      excerpt:
        'Quarante élèves qui apprenaient sous un arbre ont désormais une salle de classe lumineuse, avec des pupitres et un tableau noir.',
      content:
        '<p>Pendant deux ans, les plus jeunes élèves de Kinigi ont appris leurs lettres à l’ombre d’un eucalyptus. Quand il pleuvait, les cours s’arrêtaient.</p><p>Ce mois-ci, grâce à nos donateurs et aux parents qui ont porté les briques jusqu’en haut de la colline, <strong>une nouvelle salle de classe a ouvert ses portes</strong>. Elle compte quarante pupitres, de grandes fenêtres et un tableau noir peint par les grands élèves.</p><h2>Et ensuite</h2><p>Sept autres salles de classe sont prévues. Chaque don rapproche la prochaine.</p>',
    },
    rw: {
      title: 'Icyumba gishya cy’ishuri cyafunguwe i Kinigi',
      category: 'Uburezi',
      tags: ['uburezi', 'ubwubatsi'],
      excerpt:
        'Abanyeshuri mirongo ine bigiraga munsi y’igiti ubu bafite icyumba cy’ishuri kirimo urumuri, intebe n’ikibaho.',
      content:
        '<p>Mu gihe cy’imyaka ibiri, abanyeshuri bato b’i Kinigi bigiye inyuguti mu gicucu cy’igiti cy’inturusu. Iyo imvura yagwaga, amasomo yarahagararaga.</p><p>Uku kwezi, tubikesha abaterankunga bacu n’ababyeyi bazamukanye amatafari ku musozi, <strong>icyumba gishya cy’ishuri cyafunguye imiryango</strong>. Gifite intebe mirongo ine, amadirishya manini n’ikibaho cyasizwe irangi n’abanyeshuri bakuru.</p><h2>Ibikurikiraho</h2><p>Hateganyijwe ibindi byumba birindwi. Buri mpano itanzwe itwegereza icyumba gikurikiraho.</p>',
    },
  },
  'Health Day: 300 Children Checked': {
    fr: {
      title: 'Journée de la santé : 300 enfants examinés',
      category: 'Santé',
      tags: ['santé', 'communauté'],
      excerpt:
        'Des infirmières de l’hôpital de Musanze ont rejoint nos bénévoles pour une journée de bilans de santé, de vaccinations et de cours d’hygiène.',
      content:
        '<p>Samedi, notre cour s’est transformée en clinique. Les infirmières ont pesé et mesuré <strong>300 enfants</strong>, contrôlé leurs yeux et leurs dents, et orienté onze d’entre eux vers des soins complémentaires.</p><ul><li>42 moustiquaires distribuées</li><li>120 familles inscrites à l’assurance maladie</li><li>Des points de lavage des mains installés dans deux écoles</li></ul><p>Merci à toutes celles et à tous ceux qui ont offert un cadeau santé de notre catalogue.</p>',
    },
    rw: {
      title: 'Umunsi w’ubuzima: abana 300 basuzumwe',
      category: 'Ubuzima',
      tags: ['ubuzima', 'abaturage'],
      excerpt:
        'Abaforomo bo ku bitaro bya Musanze bifatanyije n’abakorerabushake bacu mu munsi wo gusuzuma abana, gukingira no kwigisha isuku.',
      content:
        '<p>Ku wa Gatandatu, imbuga yacu yahindutse ivuriro. Abaforomo bapimye ibiro n’uburebure bw’<strong>abana 300</strong>, basuzuma amaso n’amenyo yabo, kandi bohereza abana cumi n’umwe ahandi kugira ngo bakomeze kuvurwa.</p><ul><li>Inzitiramubu 42 zatanzwe</li><li>Imiryango 120 yiyandikishije muri mituweli</li><li>Kandagira ukarabe zashyizwe ku mashuri abiri</li></ul><p>Murakoze mwese mwatanze impano y’ubuzima iri mu rutonde rwacu rw’impano.</p>',
    },
  },
  'Watch: A Day at Our After-School Club': {
    fr: {
      title: 'Vidéo : une journée à notre club après l’école',
      category: 'Vidéo',
      tags: ['vidéo', 'enfants'],
      excerpt: 'Suivez les enfants du World Shapers Club pendant un après-midi de devoirs, de jeux et de chansons.',
      content:
        '<p>Notre club après l’école se réunit chaque jour de la semaine. Les enfants terminent leurs devoirs avec des bénévoles, jouent au football et finissent la journée en chansons.</p><p>Lancez la vidéo pour passer un après-midi avec eux.</p>',
    },
    rw: {
      title: 'Reba: umunsi umwe muri club yacu nyuma y’amasomo',
      category: 'Amashusho',
      tags: ['amashusho', 'abana'],
      excerpt: 'Kurikira abana bo muri World Shapers Club mu gicamunsi cy’imikoro, imikino n’indirimbo.',
      content:
        '<p>Club yacu ihura buri munsi w’akazi nyuma y’amasomo. Abana barangiza imikoro yabo bafashijwe n’abakorerabushake, bagakina umupira w’amaguru, bagasoza umunsi baririmba.</p><p>Kanda utangize amashusho umarane na bo igicamunsi.</p>',
    },
  },
  'Teenage Mothers Start a Sewing Cooperative': {
    fr: {
      title: 'Des mères adolescentes créent une coopérative de couture',
      category: 'Communauté',
      tags: ['autonomisation', 'moyens de subsistance'],
      excerpt:
        'Douze jeunes mères ont terminé leur formation en couture et ouvert un atelier dans la ville de Musanze.',
      content:
        '<p>Il y a un an, elles avaient quitté l’école trop tôt et n’avaient aucun revenu. Aujourd’hui, douze jeunes mères dirigent leur propre coopérative de couture.</p><blockquote><p>« Maintenant, je peux payer moi-même les frais de scolarité de mon fils », confie Josiane, 19 ans.</p></blockquote><p>La coopérative coud déjà les uniformes scolaires de notre catalogue de cadeaux.</p>',
    },
    rw: {
      title: 'Ababyeyi bakiri bato batangije koperative y’ubudozi',
      category: 'Abaturage',
      tags: ['kwiteza imbere', 'imibereho'],
      excerpt:
        'Ababyeyi cumi na babiri bakiri bato barangije amahugurwa y’ubudozi maze bafungura inzu y’ubudozi mu mujyi wa Musanze.',
      content:
        '<p>Umwaka ushize bari barataye ishuri kare kandi nta mafaranga binjizaga. Uyu munsi, ababyeyi cumi na babiri bakiri bato bayobora koperative yabo bwite y’ubudozi.</p><blockquote><p>«Ubu nshobora kwishyurira umuhungu wanjye amafaranga y’ishuri ubwanjye», ni ko Josiane w’imyaka 19 avuga.</p></blockquote><p>Koperative yatangiye kudoda impuzankano z’ishuri ziri mu rutonde rwacu rw’impano.</p>',
    },
  },
};
