import { describe, expect, it } from 'vitest';
import { findContactDetails } from './contact-details';

const kinds = (text: string) => findContactDetails(text).map((f) => f.kind);
const matches = (text: string) => findContactDetails(text).map((f) => `${f.kind}:${f.match}`);

describe('contact details in a letter', () => {
  it.each([
    ['Call me on 0781234567 please', '0781234567'],
    ['my number is 078 123 4567', '078 123 4567'],
    ['078-123-45-67', '078-123-45-67'],
    ['+250 781 234 567', '+250 781 234 567'],
    ['+250781234567', '+250781234567'],
    ['(+250) 722 123 456', '+250) 722 123 456'],
    ['250 788 123 456 is my MTN', '250 788 123 456'],
    ['ring +1 (415) 555-2671 anytime', '+1 (415) 555-2671'],
    ['UK: +44 20 7946 0958', '+44 20 7946 0958'],
    ['France 0033 6 12 34 56 78', '0033 6 12 34 56 78'],
    ['mobile +33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['kenya 0712 345 678 too', '0712 345 678'],
    ['dial 123.456.7890', '123.456.7890'],
  ])('flags the phone number in %j', (text, number) => {
    const found = findContactDetails(text).filter((f) => f.kind === 'phone');
    expect(found.length, text).toBeGreaterThan(0);
    expect(
      found.some((f) => f.match.includes(number.replace(/^\(|\)$/g, '')) || number.includes(f.match)),
      text,
    ).toBe(true);
  });

  it('flags a number spelled out digit by digit', () => {
    expect(kinds('zero seven eight one two three four five six seven')).toContain('phone');
    expect(kinds('zéro sept huit un deux trois quatre cinq six sept')).toContain('phone');
  });

  it.each([
    ['write to jean.bosco@gmail.com', 'email:jean.bosco@gmail.com'],
    ['MAIL: Family+Kids@Example.ORG', 'email:Family+Kids@Example.ORG'],
    ['jean at gmail dot com', 'email:jean at gmail dot com'],
    ['jean(at)yahoo(dot)fr', 'email:jean(at)yahoo(dot)fr'],
    ['jean [at] hope [dot] org', 'email:jean [at] hope [dot] org'],
    ['see https://example.org/photos?id=3', 'link:https://example.org/photos?id=3'],
    ['www.mysite.net is ours', 'link:www.mysite.net'],
    ['our blog: family-blog.com', 'link:family-blog.com'],
    ['bit.ly/abc123', 'link:bit.ly/abc123'],
    ['find me @jean_bosco99', 'handle:@jean_bosco99'],
    ['add me on Facebook', 'handle:Facebook'],
    ['my insta is cool', 'handle:insta'],
    ['WhatsApp me', 'handle:WhatsApp'],
    ['are you on tiktok?', 'handle:tiktok'],
    ['send a message on Whats App', 'handle:Whats App'],
    ['we live at 12 Baker Street, London', 'address:12 Baker Street'],
    ['1600 Pennsylvania Avenue NW', 'address:1600 Pennsylvania Avenue'],
    ['chez nous au 5 rue de la Paix', 'address:5 rue de'],
    ['our office is on KG 11 Ave', 'address:KG 11 Ave'],
    ['P.O. Box 1234 Kigali', 'address:P.O. Box 1234'],
    ['BP 245 Musanze', 'address:BP 245'],
    ['London SW1A 1AA', 'address:SW1A 1AA'],
    ['Brooklyn, NY 11201', 'address:NY 11201'],
  ])('flags %j', (text, flag) => {
    expect(matches(text)).toContain(flag);
  });

  it('finds several details at once, each once, phones first', () => {
    const found = matches(
      'Hi! Call 0781234567 or 0781234567, email me at kid@example.com, and follow @hope on Instagram.',
    );
    expect(found).toEqual(['phone:0781234567', 'email:kid@example.com', 'handle:@hope', 'handle:Instagram']);
  });

  it.each([
    'Dear Aline, I hope you are well and that school is going fine.',
    'I am 45 years old and I have 3 children: Paul (12), Marie (9) and Luc (4).',
    'In 2023 we went to the sea. From 2019-2023 I worked in a hospital.',
    'We gave 15,000 RWF for the school fees, and 1 000 000 people live in our city.',
    'My favourite verse is John 3:16, and Psalm 23 too.',
    'Your results were 82.5% in maths, grade 5, well done!',
    'It was 12/05/2024 when the photo was taken, at 10:30 in the morning.',
    'Thank you.Love from all of us.Today it rained.',
    'e.g. football, i.e. soccer; Mr. Smith and St. Mary church said hello.',
    'We meet at church at 10 and then eat at home.',
    'Our dog is called Max and our cat is called Lily. We live on a farm near the river.',
    'Nous espérons que tu vas bien. Nous avons 2 enfants et un chien. À bientôt !',
    'Muraho neza! Turagukunda cyane. Imana iguhe umugisha.',
    'I walked 5 km today and read 200 pages of a book about the 1990 World Cup.',
    'Order number 2024 2025 2026 was our years of support.',
  ])('flags nothing in ordinary text: %j', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });

  // Issue 37.12: the disguises a reader's eye undoes (flag-text.ts); each flag shows the letter's own words.
  it.each([
    ['call 078_812_3456', 'phone', '078_812_3456'],
    ['call 𝟎𝟕𝟖𝟖𝟏𝟐𝟑𝟒𝟓𝟔', 'phone', '𝟎𝟕𝟖𝟖𝟏𝟐𝟑𝟒𝟓𝟔'],
    ['call ０７８ ８１２ ３４５６', 'phone', '０７８ ８１２ ３４５６'],
    ['call ٠٧٨٨١٢٣٤٥٦', 'phone', '٠٧٨٨١٢٣٤٥٦'],
    ['call O78 812 3456', 'phone', 'O78 812 3456'],
    ['call 078·812·3456', 'phone', '078·812·3456'],
    ['call 078–812–3456', 'phone', '078–812–3456'],
    ['call 078\u200b812\u200b3456', 'phone', '078\u200b812\u200b3456'],
    ['call 078\u00a0812\u2009345\u202f6', 'phone', '078\u00a0812\u2009345\u202f6'],
    ['zeru karindwi umunani rimwe kabiri gatatu kane', 'phone', 'zeru karindwi umunani rimwe kabiri gatatu kane'],
    ['write to alice@gmail', 'email', 'alice@gmail'],
    ['write to alice at gmail please', 'email', 'alice at gmail'],
    ['ＡＬＩＣＥ@ＧＭＡＩＬ.ＣＯＭ', 'email', 'ＡＬＩＣＥ@ＧＭＡＩＬ.ＣＯＭ'],
    ['watsapp me', 'handle', 'watsapp'],
    ['whatsap me', 'handle', 'whatsap'],
    ['Whatapp me', 'handle', 'Whatapp'],
    ['on wasap', 'handle', 'wasap'],
    ["on What's App", 'handle', "What's App"],
    ['on Whats\u200bApp', 'handle', 'Whats\u200bApp'],
    ['on Whats\u2060App', 'handle', 'Whats\u2060App'],
    ['on W h a t s A p p', 'handle', 'W h a t s A p p'],
    ['on f.a.c.e.b.o.o.k', 'handle', 'f.a.c.e.b.o.o.k'],
    ['on face book', 'handle', 'face book'],
    ['on 𝐈𝐧𝐬𝐭𝐚𝐠𝐫𝐚𝐦', 'handle', '𝐈𝐧𝐬𝐭𝐚𝐠𝐫𝐚𝐦'],
    ['on tele gram', 'handle', 'tele gram'],
  ])('flags the disguised %j', (text, kind, match) => {
    expect(matches(text)).toContain(`${kind}:${match}`);
  });

  it.each([
    'What app do you like best? We met at church on Sunday.',
    'Ku nshuro ya kabiri twagiye ku isoko, turakunda cyane.',
    'The room is 2*3 metres, and the song was number 1·2 in the charts.',
    'Too good! So we all went home at 5 o clock.',
  ])('still flags nothing in ordinary text: %j', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });
});
