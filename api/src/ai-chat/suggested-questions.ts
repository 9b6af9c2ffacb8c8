// The questions the compare page's chat panel offers (it shows 4 of these 8). The built-in
// answerer answers each of them from the venues' facts; ai-chat.http.spec.ts proves it.
export const SUGGESTED_QUESTIONS = [
  'Which venue has the largest theatre capacity?',
  'Which venue is the cheapest per day?',
  'Which venues are wheelchair accessible?',
  'Which venue is closest to a train station?',
  'Which venue suits 80 people for a cabaret dinner?',
  'Which venues offer on-site catering?',
  'What AV equipment does each venue have?',
  'Which venue has the best guest rating?',
] as const;
