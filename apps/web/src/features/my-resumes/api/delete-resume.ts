import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /resumes/{id}. */
export async function deleteResume(resumeId: string): Promise<void> {
  await apiClient.delete(`/resumes/${encodeURIComponent(resumeId)}`);
}

/** Deletes a resume and refreshes the list. */
export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.resumes }),
  });
}
