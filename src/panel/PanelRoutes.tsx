/** The panel's own routes (its chunk): support logs for now. */
import { Navigate, Route, Routes } from 'react-router-dom';
import { SupportLogList } from './SupportLogList';
import { SupportLogViewer } from './SupportLogViewer';
import './panel.css';

export default function PanelRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="destek-kayitlari" replace />} />
      <Route path="destek-kayitlari" element={<SupportLogList />} />
      <Route path="destek-kayitlari/:id" element={<SupportLogViewer />} />
      <Route path="*" element={<Navigate to="destek-kayitlari" replace />} />
    </Routes>
  );
}
