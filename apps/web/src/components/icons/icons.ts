// Ant Design's icons, named for screen readers only when the icon itself says something (issue 26 §5). Each
// icon names itself in English ("bell", "file-text") by default, so a Burmese screen read out "file-text CSV" for a
// menu item and "bell" inside buttons already named in Burmese. Here they are decorative (aria-hidden) unless given
// an aria-label; the app imports its icons from this module only (eslint: no-restricted-imports).
import {
  AccountBookOutlined as AntAccountBookOutlined,
  ApiOutlined as AntApiOutlined,
  BankOutlined as AntBankOutlined,
  BarChartOutlined as AntBarChartOutlined,
  BellOutlined as AntBellOutlined,
  CameraOutlined as AntCameraOutlined,
  CarOutlined as AntCarOutlined,
  CheckOutlined as AntCheckOutlined,
  ClearOutlined as AntClearOutlined,
  CloseOutlined as AntCloseOutlined,
  DashboardOutlined as AntDashboardOutlined,
  DeleteOutlined as AntDeleteOutlined,
  DollarOutlined as AntDollarOutlined,
  DownloadOutlined as AntDownloadOutlined,
  EditOutlined as AntEditOutlined,
  ExclamationCircleOutlined as AntExclamationCircleOutlined,
  EyeInvisibleOutlined as AntEyeInvisibleOutlined,
  EyeOutlined as AntEyeOutlined,
  FileDoneOutlined as AntFileDoneOutlined,
  FileSearchOutlined as AntFileSearchOutlined,
  FileTextOutlined as AntFileTextOutlined,
  GlobalOutlined as AntGlobalOutlined,
  IdcardOutlined as AntIdcardOutlined,
  InboxOutlined as AntInboxOutlined,
  InfoCircleOutlined as AntInfoCircleOutlined,
  LeftOutlined as AntLeftOutlined,
  LogoutOutlined as AntLogoutOutlined,
  MenuFoldOutlined as AntMenuFoldOutlined,
  MenuUnfoldOutlined as AntMenuUnfoldOutlined,
  PaperClipOutlined as AntPaperClipOutlined,
  PhoneOutlined as AntPhoneOutlined,
  PlusOutlined as AntPlusOutlined,
  PrinterOutlined as AntPrinterOutlined,
  ReadOutlined as AntReadOutlined,
  ReloadOutlined as AntReloadOutlined,
  RightOutlined as AntRightOutlined,
  SafetyCertificateOutlined as AntSafetyCertificateOutlined,
  ScanOutlined as AntScanOutlined,
  SearchOutlined as AntSearchOutlined,
  SendOutlined as AntSendOutlined,
  SettingOutlined as AntSettingOutlined,
  ShopOutlined as AntShopOutlined,
  StopOutlined as AntStopOutlined,
  SwapOutlined as AntSwapOutlined,
  TagsOutlined as AntTagsOutlined,
  TeamOutlined as AntTeamOutlined,
  UploadOutlined as AntUploadOutlined,
  UserAddOutlined as AntUserAddOutlined,
  UserOutlined as AntUserOutlined,
  WalletOutlined as AntWalletOutlined,
} from '@ant-design/icons';
import { decorative } from './decorative';

export const AccountBookOutlined = /* @__PURE__ */ decorative(AntAccountBookOutlined);
export const ApiOutlined = /* @__PURE__ */ decorative(AntApiOutlined);
export const BankOutlined = /* @__PURE__ */ decorative(AntBankOutlined);
export const BarChartOutlined = /* @__PURE__ */ decorative(AntBarChartOutlined);
export const BellOutlined = /* @__PURE__ */ decorative(AntBellOutlined);
export const CameraOutlined = /* @__PURE__ */ decorative(AntCameraOutlined);
export const CarOutlined = /* @__PURE__ */ decorative(AntCarOutlined);
export const CheckOutlined = /* @__PURE__ */ decorative(AntCheckOutlined);
export const ClearOutlined = /* @__PURE__ */ decorative(AntClearOutlined);
export const CloseOutlined = /* @__PURE__ */ decorative(AntCloseOutlined);
export const DashboardOutlined = /* @__PURE__ */ decorative(AntDashboardOutlined);
export const DeleteOutlined = /* @__PURE__ */ decorative(AntDeleteOutlined);
export const DollarOutlined = /* @__PURE__ */ decorative(AntDollarOutlined);
export const DownloadOutlined = /* @__PURE__ */ decorative(AntDownloadOutlined);
export const EditOutlined = /* @__PURE__ */ decorative(AntEditOutlined);
export const ExclamationCircleOutlined = /* @__PURE__ */ decorative(AntExclamationCircleOutlined);
export const EyeInvisibleOutlined = /* @__PURE__ */ decorative(AntEyeInvisibleOutlined);
export const EyeOutlined = /* @__PURE__ */ decorative(AntEyeOutlined);
export const FileDoneOutlined = /* @__PURE__ */ decorative(AntFileDoneOutlined);
export const FileSearchOutlined = /* @__PURE__ */ decorative(AntFileSearchOutlined);
export const FileTextOutlined = /* @__PURE__ */ decorative(AntFileTextOutlined);
export const GlobalOutlined = /* @__PURE__ */ decorative(AntGlobalOutlined);
export const IdcardOutlined = /* @__PURE__ */ decorative(AntIdcardOutlined);
export const InboxOutlined = /* @__PURE__ */ decorative(AntInboxOutlined);
export const InfoCircleOutlined = /* @__PURE__ */ decorative(AntInfoCircleOutlined);
export const LeftOutlined = /* @__PURE__ */ decorative(AntLeftOutlined);
export const LogoutOutlined = /* @__PURE__ */ decorative(AntLogoutOutlined);
export const MenuFoldOutlined = /* @__PURE__ */ decorative(AntMenuFoldOutlined);
export const MenuUnfoldOutlined = /* @__PURE__ */ decorative(AntMenuUnfoldOutlined);
export const PaperClipOutlined = /* @__PURE__ */ decorative(AntPaperClipOutlined);
export const PhoneOutlined = /* @__PURE__ */ decorative(AntPhoneOutlined);
export const PlusOutlined = /* @__PURE__ */ decorative(AntPlusOutlined);
export const PrinterOutlined = /* @__PURE__ */ decorative(AntPrinterOutlined);
export const ReadOutlined = /* @__PURE__ */ decorative(AntReadOutlined);
export const ReloadOutlined = /* @__PURE__ */ decorative(AntReloadOutlined);
export const RightOutlined = /* @__PURE__ */ decorative(AntRightOutlined);
export const SafetyCertificateOutlined = /* @__PURE__ */ decorative(AntSafetyCertificateOutlined);
export const ScanOutlined = /* @__PURE__ */ decorative(AntScanOutlined);
export const SearchOutlined = /* @__PURE__ */ decorative(AntSearchOutlined);
export const SendOutlined = /* @__PURE__ */ decorative(AntSendOutlined);
export const SettingOutlined = /* @__PURE__ */ decorative(AntSettingOutlined);
export const ShopOutlined = /* @__PURE__ */ decorative(AntShopOutlined);
export const StopOutlined = /* @__PURE__ */ decorative(AntStopOutlined);
export const SwapOutlined = /* @__PURE__ */ decorative(AntSwapOutlined);
export const TagsOutlined = /* @__PURE__ */ decorative(AntTagsOutlined);
export const TeamOutlined = /* @__PURE__ */ decorative(AntTeamOutlined);
export const UploadOutlined = /* @__PURE__ */ decorative(AntUploadOutlined);
export const UserAddOutlined = /* @__PURE__ */ decorative(AntUserAddOutlined);
export const UserOutlined = /* @__PURE__ */ decorative(AntUserOutlined);
export const WalletOutlined = /* @__PURE__ */ decorative(AntWalletOutlined);
