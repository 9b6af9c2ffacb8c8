import { readQuestion } from './question-reading';

describe(readQuestion.name, () => {
  it.each([
    ['Which venue suits 80 people for a cabaret dinner?', { topic: 'fit', people: 80, layout: 'cabaret' }],
    ['Room for 1,200 guests standing?', { topic: 'fit', people: 1200, layout: 'standing' }],
    ['Can we host a seated dinner for 60?', { topic: 'fit', people: 60, layout: 'banquet' }],
    ['Which has the biggest U-shape?', { topic: 'capacity', layout: 'u_shape', extreme: 'most' }],
    ['Which venue is the cheapest per day?', { topic: 'price', unit: 'day', extreme: 'least' }],
    ['What is the most expensive hourly rate?', { topic: 'price', unit: 'hour', extreme: 'most' }],
    ['Price per head?', { topic: 'price', unit: 'person' }],
    ['Which have a hearing loop?', { topic: 'accessibility', accessFeature: 'hearing_loop' }],
    ['Which venue is closest to a train station?', { topic: 'stations', stationMode: 'train' }],
    ['Nearest tram stop?', { topic: 'stations', stationMode: 'tram' }],
    ['How far is each venue from SW1A 1AA?', { topic: 'distance_to_postcode', postcode: 'SW1A 1AA' }],
    ['How far apart are they?', { topic: 'distance_between' }],
    ['Which venues offer vegan food?', { topic: 'catering' }],
    ['Which venues have a projector?', { topic: 'equipment', thing: 'projector' }],
    ['Which venues have wifi?', { topic: 'amenity', thing: 'wifi' }],
    ['Which is best for training?', { topic: 'event_type', thing: 'training' }],
    ['Is it free next week?', { topic: 'availability' }],
    ['Can I bring my dog?', { topic: 'unknown' }],
  ])('reads “%s”', (question, expected) => {
    expect(readQuestion(question)).toMatchObject(expected);
  });
});
