import { useTranslation } from '../../i18n/use-translation';
import { StaffLoginForm } from '../../components/staff-login/StaffLoginForm';
import { StaffFrame } from './StaffFrame';
import { useStaffLogin } from './use-staff-login';

/** staff/login: employee login (staff id or phone and password), then the counter PIN (docs/staff.md#sign-in). */
export default function EmployeeLoginScreen() {
  const { t } = useTranslation('screens');
  const login = useStaffLogin();
  return (
    <StaffFrame title={t('title.employeeLogin')} testId="employee-login">
      <StaffLoginForm login={login} place="staff" />
    </StaffFrame>
  );
}
