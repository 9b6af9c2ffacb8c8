import { Module } from '@nestjs/common';
import { BriefsModule } from '../briefs/briefs.module';
import { AiChatController } from './ai-chat.controller';
import { AiChatService } from './ai-chat.service';

@Module({
  imports: [BriefsModule],
  controllers: [AiChatController],
  providers: [AiChatService],
})
export class AiChatModule {}
