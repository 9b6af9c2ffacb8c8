// The AI assistant of the compare page: POST /api/compare/ai-chat answers a question about the
// venues compared (2 to 5 ids); GET …/suggested-questions offers eight questions to start with.
import { api } from '../../../lib/api-client';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useBrowserIdle } from '../../../lib/use-browser-idle';
import { queryKeys } from '../../../lib/query-keys';

export async function askAssistant(question: string, venueIds: readonly string[]): Promise<string> {
  const answer = await api('post', '/api/compare/ai-chat', { body: { question, venue_ids: [...venueIds] } });
  if (typeof answer?.answer !== 'string' || answer.answer.trim() === '')
    throw new Error('The assistant gave no answer');
  return answer.answer;
}

export async function getSuggestedQuestions(signal?: AbortSignal): Promise<string[]> {
  const answer = await api('get', '/api/compare/ai-chat/suggested-questions', { signal });
  return Array.isArray(answer?.questions)
    ? answer.questions.filter((question): question is string => typeof question === 'string')
    : [];
}

export function suggestedQuestionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.suggestedQuestions(),
    queryFn: ({ signal }) => getSuggestedQuestions(signal),
    staleTime: Infinity,
  });
}

/** Asked for once the browser is idle: the questions sit below the venues, after the page's first view. */
export function useSuggestedQuestions() {
  return useQuery({ ...suggestedQuestionsQueryOptions(), enabled: useBrowserIdle() });
}

/** Asking the assistant about the venues compared: a mutation, as every answer is a new one. */
export function useAskAssistant(venueIds: readonly string[]) {
  return useMutation({ mutationFn: (question: string) => askAssistant(question, venueIds) });
}
