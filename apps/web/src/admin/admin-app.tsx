import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './admin-layout';
import { AuditLogPage } from './pages/audit-log-page';
import { DashboardPage } from './pages/dashboard-page';
import { AdminLoginPage } from './pages/login-page';

/** The whole /admin console: one lazy chunk mounted at `admin/*`, with its own route tree. */
export function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="audit-logs" element={<AuditLogPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
