import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerNavigator } from '../../navigation/navigate';

/** Lends the router's navigate to code outside React (navigation.ts), e.g. the API client's 401 handling. */
export function NavigatorRegistration() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to, options) => navigate(to, options)), [navigate]);
  return null;
}
