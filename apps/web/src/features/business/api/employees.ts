// A company's employees, managed by its owner: list, one, create, edit, remove.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateEmployeeRequest, CreateEmployeeResponse, EmployeeProfile, ListResponse, MessageResponse, UpdateEmployeeRequest,
} from '@redress/contract';
import { api } from '../../../lib/api-client.ts';

export const EMPLOYEES_PAGE_SIZE = 10;
export const employeeKeys = {
  lists: ['business', 'employees', 'list'] as const,
  list: (companyId: string, page: number) => ['business', 'employees', 'list', companyId, page] as const,
  one: (id: string) => ['business', 'employees', 'one', id] as const,
};

export const getCompanyEmployees = (companyId: string, page: number, size = EMPLOYEES_PAGE_SIZE) =>
  api.get<ListResponse<EmployeeProfile>>(`/Employees/GetCompanyEmployees/${encodeURIComponent(companyId)}`, { query: { page, size } });
export const useCompanyEmployees = (companyId: string | null | undefined, page: number) =>
  useQuery({ queryKey: employeeKeys.list(companyId ?? '', page), queryFn: () => getCompanyEmployees(companyId!, page), enabled: !!companyId, placeholderData: keepPreviousData });

export const getEmployee = (id: string) => api.get<EmployeeProfile>(`/Employees/GetEmployee/${encodeURIComponent(id)}`);
export const useEmployee = (id: string) => useQuery({ queryKey: employeeKeys.one(id), queryFn: () => getEmployee(id), meta: { errorDialog: false } });

export function useCreateEmployee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEmployeeRequest) => api.post<CreateEmployeeResponse>('/Employees/CreateEmployeeProfile', input),
    meta: { errorDialog: false },
    // The admin's company figures count employees too.
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: employeeKeys.lists }), qc.invalidateQueries({ queryKey: ['admin-companies'] })]),
  });
}

export function useUpdateEmployee(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateEmployeeRequest) => api.put<EmployeeProfile>(`/Employees/UpdateEmployeeProfile/${encodeURIComponent(id)}`, input),
    meta: { errorDialog: false },
    onSuccess: (e) => {
      qc.setQueryData(employeeKeys.one(id), e);
      void qc.invalidateQueries({ queryKey: employeeKeys.lists });
    },
  });
}

export function useDeleteEmployee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`/Employees/DeleteEmployee/${encodeURIComponent(id)}`),
    // The admin's company figures count employees too.
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: employeeKeys.lists }), qc.invalidateQueries({ queryKey: ['admin-companies'] })]),
  });
}
