export interface MilestonesTables {
  milestone_template: {
    id: string;
    name: string;
    description: string | null;
    position: number;
    requires_partner: boolean;
    version: number;
  };
  client_milestones: {
    client_id: string;
    id: string;
    user_package_id: string;
    name: string;
    description: string | null;
    position: number;
    requires_partner: boolean;
    completed: boolean;
    completed_at: Date | null;
    completed_by: string | null;
    notes: string | null;
    version: number;
  };
}
