; ModuleID = 'warp.cu'
source_filename = "warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19syncwarp_activemaskPiPjS0_E1s = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15volatile_roundsPKiPiE1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11warp_reducePKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !18 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7, !dbg !21
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7, !dbg !25
  %5 = mul i32 %3, %4, !dbg !28
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !29
  %7 = add i32 %5, %6, !dbg !32
  %8 = zext i32 %7 to i64, !dbg !33
  %9 = getelementptr inbounds i32, i32* %0, i64 %8, !dbg !33
  %10 = load i32, i32* %9, align 4, !dbg !33, !tbaa !34
  %11 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %10, i32 16, i32 31), !dbg !38
  %12 = add nsw i32 %11, %10, !dbg !39
  %13 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %12, i32 8, i32 31), !dbg !38
  %14 = add nsw i32 %13, %12, !dbg !39
  %15 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 4, i32 31), !dbg !38
  %16 = add nsw i32 %15, %14, !dbg !39
  %17 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %16, i32 2, i32 31), !dbg !38
  %18 = add nsw i32 %17, %16, !dbg !39
  %19 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %18, i32 1, i32 31), !dbg !38
  %20 = and i32 %6, 31, !dbg !40
  %21 = icmp eq i32 %20, 0, !dbg !41
  br i1 %21, label %22, label %27, !dbg !42

22:                                               ; preds = %2
  %23 = add nsw i32 %19, %18, !dbg !39
  %24 = lshr i32 %7, 5, !dbg !43
  %25 = zext i32 %24 to i64, !dbg !44
  %26 = getelementptr inbounds i32, i32* %1, i64 %25, !dbg !44
  store i32 %23, i32* %26, align 4, !dbg !45, !tbaa !34
  br label %27, !dbg !44

27:                                               ; preds = %22, %2
  ret void, !dbg !46
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8shufflesPKfPfS1_S1_PjPi(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, float* nocapture noundef writeonly %2, float* nocapture noundef writeonly %3, i32* nocapture noundef writeonly %4, i32* nocapture noundef writeonly %5) local_unnamed_addr #0 !dbg !47 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7, !dbg !48
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7, !dbg !50
  %9 = mul i32 %7, %8, !dbg !52
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !53
  %11 = add i32 %9, %10, !dbg !55
  %12 = sext i32 %11 to i64, !dbg !56
  %13 = getelementptr inbounds float, float* %0, i64 %12, !dbg !56
  %14 = load float, float* %13, align 4, !dbg !56, !tbaa !57
  %15 = mul i32 %10, 7, !dbg !59
  %16 = and i32 %15, 31, !dbg !60
  %17 = tail call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %14, i32 %16, i32 31), !dbg !61
  %18 = getelementptr inbounds float, float* %1, i64 %12, !dbg !62
  store float %17, float* %18, align 4, !dbg !63, !tbaa !57
  %19 = tail call contract float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %14, i32 3, i32 0), !dbg !64
  %20 = getelementptr inbounds float, float* %2, i64 %12, !dbg !65
  store float %19, float* %20, align 4, !dbg !66, !tbaa !57
  %21 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %14, i32 5, i32 31), !dbg !67
  %22 = getelementptr inbounds float, float* %3, i64 %12, !dbg !68
  store float %21, float* %22, align 4, !dbg !69, !tbaa !57
  %23 = fcmp contract ogt float %14, 0.000000e+00, !dbg !70
  %24 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %23), !dbg !71
  %25 = getelementptr inbounds i32, i32* %4, i64 %12, !dbg !72
  store i32 %24, i32* %25, align 4, !dbg !73, !tbaa !34
  %26 = fcmp contract ogt float %14, -1.000000e+02, !dbg !74
  %27 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %26), !dbg !75
  %28 = zext i1 %27 to i32, !dbg !75
  %29 = fcmp contract ogt float %14, 1.000000e+03, !dbg !76
  %30 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %29), !dbg !77
  %31 = select i1 %30, i32 2, i32 0, !dbg !78
  %32 = or i32 %31, %28, !dbg !79
  %33 = getelementptr inbounds i32, i32* %5, i64 %12, !dbg !80
  store i32 %32, i32* %33, align 4, !dbg !81, !tbaa !34
  ret void, !dbg !82
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #1

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8segmentsPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !83 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !84
  %4 = sext i32 %3 to i64, !dbg !86
  %5 = getelementptr inbounds i32, i32* %0, i64 %4, !dbg !86
  %6 = load i32, i32* %5, align 4, !dbg !86, !tbaa !34
  %7 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %6, i32 0, i32 6175), !dbg !87
  %8 = getelementptr inbounds i32, i32* %1, i64 %4, !dbg !88
  store i32 %7, i32* %8, align 4, !dbg !89, !tbaa !34
  ret void, !dbg !90
}

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15warp_divergencePKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !91 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !92
  %4 = icmp ult i32 %3, 16, !dbg !94
  %5 = zext i32 %3 to i64, !dbg !95
  br i1 %4, label %11, label %6, !dbg !96

6:                                                ; preds = %2
  %7 = getelementptr inbounds i32, i32* %1, i64 %5, !dbg !97
  %8 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !95
  %9 = load i32, i32* %8, align 4, !dbg !95, !tbaa !34
  %10 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %9, i32 0, i32 31), !dbg !98
  store i32 %10, i32* %7, align 4, !dbg !99, !tbaa !34
  br label %11, !dbg !100

11:                                               ; preds = %2, %6
  ret void, !dbg !100
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z19syncwarp_activemaskPiPjS0_(i32* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !101 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !102
  %5 = icmp ugt i32 %4, 23, !dbg !104
  br i1 %5, label %24, label %6, !dbg !105

6:                                                ; preds = %3
  %7 = mul nuw nsw i32 %4, 10, !dbg !106
  %8 = zext i32 %4 to i64, !dbg !107
  %9 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ19syncwarp_activemaskPiPjS0_E1s, i64 0, i64 %8, !dbg !107
  %10 = addrspacecast i32 addrspace(3)* %9 to i32*, !dbg !107
  store i32 %7, i32* %10, align 4, !dbg !108, !tbaa !34
  tail call void @llvm.nvvm.bar.warp.sync(i32 16777215), !dbg !109
  %11 = sub nuw nsw i32 23, %4, !dbg !110
  %12 = zext i32 %11 to i64, !dbg !111
  %13 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ19syncwarp_activemaskPiPjS0_E1s, i64 0, i64 %12, !dbg !111
  %14 = addrspacecast i32 addrspace(3)* %13 to i32*, !dbg !111
  %15 = load i32, i32* %14, align 4, !dbg !111, !tbaa !34
  %16 = getelementptr inbounds i32, i32* %0, i64 %8, !dbg !112
  store i32 %15, i32* %16, align 4, !dbg !113, !tbaa !34
  %17 = tail call i32 asm sideeffect "activemask.b32 $0;", "=r"() #2, !dbg !114, !srcloc !115
  %18 = getelementptr inbounds i32, i32* %1, i64 %8, !dbg !116
  store i32 %17, i32* %18, align 4, !dbg !117, !tbaa !34
  %19 = and i32 %4, 1, !dbg !118
  %20 = icmp eq i32 %19, 0, !dbg !119
  br i1 %20, label %24, label %21, !dbg !119

21:                                               ; preds = %6
  %22 = getelementptr inbounds i32, i32* %2, i64 %8, !dbg !120
  %23 = tail call noundef i32 @llvm.nvvm.activemask() #2, !dbg !121
  store i32 %23, i32* %22, align 4, !dbg !122, !tbaa !34
  br label %24, !dbg !120

24:                                               ; preds = %6, %21, %3
  ret void, !dbg !123
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nounwind
declare dso_local noundef i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8asm_warpPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !124 {
  %3 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !dbg !125, !srcloc !126
  %4 = tail call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !dbg !127, !srcloc !128
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !129
  %6 = zext i32 %5 to i64, !dbg !131
  %7 = getelementptr inbounds i32, i32* %0, i64 %6, !dbg !131
  %8 = load i32, i32* %7, align 4, !dbg !131, !tbaa !34
  %9 = tail call i32 asm sideeffect "shfl.sync.bfly.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %8, i32 1, i32 31, i32 -1) #2, !dbg !132, !srcloc !133
  tail call void asm sideeffect "bar.sync 0;", "~{memory}"() #2, !dbg !134, !srcloc !135
  %10 = mul i32 %5, 3, !dbg !136
  %11 = zext i32 %10 to i64, !dbg !137
  %12 = getelementptr inbounds i32, i32* %1, i64 %11, !dbg !137
  store i32 %3, i32* %12, align 4, !dbg !138, !tbaa !34
  %13 = add i32 %10, 1, !dbg !139
  %14 = zext i32 %13 to i64, !dbg !140
  %15 = getelementptr inbounds i32, i32* %1, i64 %14, !dbg !140
  store i32 %4, i32* %15, align 4, !dbg !141, !tbaa !34
  %16 = add i32 %10, 2, !dbg !142
  %17 = zext i32 %16 to i64, !dbg !143
  %18 = getelementptr inbounds i32, i32* %1, i64 %17, !dbg !143
  store i32 %9, i32* %18, align 4, !dbg !144, !tbaa !34
  ret void, !dbg !145
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local noundef i32 @_Z8nth_lanejj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #4 !dbg !146 {
  %3 = icmp eq i32 %1, 0, !dbg !147
  br i1 %3, label %21, label %4, !dbg !148

4:                                                ; preds = %2
  %5 = add i32 %1, -1, !dbg !148
  %6 = and i32 %1, 7, !dbg !148
  %7 = icmp ult i32 %5, 7, !dbg !148
  br i1 %7, label %10, label %8, !dbg !148

8:                                                ; preds = %4
  %9 = and i32 %1, -8, !dbg !148
  br label %26, !dbg !148

10:                                               ; preds = %26, %4
  %11 = phi i32 [ undef, %4 ], [ %44, %26 ]
  %12 = phi i32 [ %0, %4 ], [ %44, %26 ]
  %13 = icmp eq i32 %6, 0, !dbg !148
  br i1 %13, label %21, label %14, !dbg !148

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %18, %14 ], [ %12, %10 ]
  %16 = phi i32 [ %19, %14 ], [ 0, %10 ]
  %17 = add i32 %15, -1, !dbg !149
  %18 = and i32 %17, %15, !dbg !150
  %19 = add i32 %16, 1, !dbg !148
  %20 = icmp eq i32 %19, %6, !dbg !148
  br i1 %20, label %21, label %14, !dbg !148, !llvm.loop !151

21:                                               ; preds = %10, %14, %2
  %22 = phi i32 [ %0, %2 ], [ %11, %10 ], [ %18, %14 ]
  %23 = icmp eq i32 %22, 0, !dbg !153
  %24 = tail call i32 @llvm.cttz.i32(i32 %22, i1 true) #7, !dbg !157, !range !158
  %25 = select i1 %23, i32 -1, i32 %24, !dbg !157
  ret i32 %25, !dbg !159

26:                                               ; preds = %26, %8
  %27 = phi i32 [ %0, %8 ], [ %44, %26 ]
  %28 = phi i32 [ 0, %8 ], [ %45, %26 ]
  %29 = add i32 %27, -1, !dbg !149
  %30 = and i32 %29, %27, !dbg !150
  %31 = add i32 %30, -1, !dbg !149
  %32 = and i32 %31, %30, !dbg !150
  %33 = add i32 %32, -1, !dbg !149
  %34 = and i32 %33, %32, !dbg !150
  %35 = add i32 %34, -1, !dbg !149
  %36 = and i32 %35, %34, !dbg !150
  %37 = add i32 %36, -1, !dbg !149
  %38 = and i32 %37, %36, !dbg !150
  %39 = add i32 %38, -1, !dbg !149
  %40 = and i32 %39, %38, !dbg !150
  %41 = add i32 %40, -1, !dbg !149
  %42 = and i32 %41, %40, !dbg !150
  %43 = add i32 %42, -1, !dbg !149
  %44 = and i32 %43, %42, !dbg !150
  %45 = add i32 %28, 8, !dbg !148
  %46 = icmp eq i32 %45, %9, !dbg !148
  br i1 %46, label %10, label %26, !dbg !148, !llvm.loop !160
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16partition_roundsPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !163 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !164
  %4 = shl nsw i32 -1, %3
  %5 = xor i32 %4, -1
  %6 = zext i32 %3 to i64, !dbg !166
  %7 = getelementptr inbounds i32, i32* %0, i64 %6, !dbg !166
  %8 = load i32, i32* %7, align 4, !dbg !166, !tbaa !34
  %9 = and i32 %8, 1, !dbg !167
  %10 = icmp ne i32 %9, 0, !dbg !168
  %11 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %10), !dbg !169
  %12 = xor i1 %10, true, !dbg !170
  %13 = sext i1 %12 to i32, !dbg !170
  %14 = xor i32 %11, %13, !dbg !170
  %15 = tail call i32 @llvm.ctpop.i32(i32 %14) #7, !dbg !171, !range !158
  %16 = and i32 %14, %5, !dbg !174
  %17 = tail call i32 @llvm.ctpop.i32(i32 %16) #7, !dbg !175, !range !158
  %18 = icmp ugt i32 %15, 1, !dbg !177
  br i1 %18, label %19, label %21, !dbg !178

19:                                               ; preds = %2
  %20 = add nsw i32 %17, -1, !dbg !179
  br label %108, !dbg !178

21:                                               ; preds = %158, %2
  %22 = phi i32 [ %8, %2 ], [ %162, %158 ], !dbg !181
  %23 = icmp eq i32 %14, 0, !dbg !182
  %24 = tail call i32 @llvm.cttz.i32(i32 %14, i1 true) #7, !dbg !184, !range !158
  %25 = select i1 %23, i32 -1, i32 %24, !dbg !184
  %26 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %14, i32 %22, i32 %25, i32 31), !dbg !185
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !186
  %27 = getelementptr inbounds i32, i32* %1, i64 %6, !dbg !189
  store i32 %26, i32* %27, align 4, !dbg !190, !tbaa !34
  %28 = add i32 %3, 32, !dbg !191
  %29 = zext i32 %28 to i64, !dbg !166
  %30 = getelementptr inbounds i32, i32* %0, i64 %29, !dbg !166
  %31 = load i32, i32* %30, align 4, !dbg !166, !tbaa !34
  %32 = and i32 %31, 1, !dbg !167
  %33 = icmp ne i32 %32, 0, !dbg !168
  %34 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %33), !dbg !169
  %35 = xor i1 %33, true, !dbg !170
  %36 = sext i1 %35 to i32, !dbg !170
  %37 = xor i32 %34, %36, !dbg !170
  %38 = tail call i32 @llvm.ctpop.i32(i32 %37) #7, !dbg !171, !range !158
  %39 = and i32 %37, %5, !dbg !174
  %40 = tail call i32 @llvm.ctpop.i32(i32 %39) #7, !dbg !175, !range !158
  %41 = icmp ugt i32 %38, 1, !dbg !177
  br i1 %41, label %42, label %101, !dbg !178

42:                                               ; preds = %21
  %43 = add nsw i32 %40, -1, !dbg !179
  br label %44, !dbg !178

44:                                               ; preds = %42, %94
  %45 = phi i32 [ %98, %94 ], [ %31, %42 ]
  %46 = phi i32 [ %99, %94 ], [ 1, %42 ]
  %47 = add i32 %46, %40, !dbg !192
  %48 = icmp ult i32 %47, %38, !dbg !193
  br i1 %48, label %49, label %94, !dbg !194

49:                                               ; preds = %44
  %50 = icmp eq i32 %47, 0, !dbg !195
  br i1 %50, label %89, label %51, !dbg !179

51:                                               ; preds = %49
  %52 = add i32 %43, %46, !dbg !179
  %53 = and i32 %47, 7, !dbg !179
  %54 = icmp ult i32 %52, 7, !dbg !179
  br i1 %54, label %78, label %55, !dbg !179

55:                                               ; preds = %51
  %56 = and i32 %47, -8, !dbg !179
  br label %57, !dbg !179

57:                                               ; preds = %57, %55
  %58 = phi i32 [ %37, %55 ], [ %75, %57 ]
  %59 = phi i32 [ 0, %55 ], [ %76, %57 ]
  %60 = add i32 %58, -1, !dbg !196
  %61 = and i32 %60, %58, !dbg !197
  %62 = add i32 %61, -1, !dbg !196
  %63 = and i32 %62, %61, !dbg !197
  %64 = add i32 %63, -1, !dbg !196
  %65 = and i32 %64, %63, !dbg !197
  %66 = add i32 %65, -1, !dbg !196
  %67 = and i32 %66, %65, !dbg !197
  %68 = add i32 %67, -1, !dbg !196
  %69 = and i32 %68, %67, !dbg !197
  %70 = add i32 %69, -1, !dbg !196
  %71 = and i32 %70, %69, !dbg !197
  %72 = add i32 %71, -1, !dbg !196
  %73 = and i32 %72, %71, !dbg !197
  %74 = add i32 %73, -1, !dbg !196
  %75 = and i32 %74, %73, !dbg !197
  %76 = add i32 %59, 8, !dbg !179
  %77 = icmp eq i32 %76, %56, !dbg !179
  br i1 %77, label %78, label %57, !dbg !179, !llvm.loop !198

78:                                               ; preds = %57, %51
  %79 = phi i32 [ undef, %51 ], [ %75, %57 ]
  %80 = phi i32 [ %37, %51 ], [ %75, %57 ]
  %81 = icmp eq i32 %53, 0, !dbg !179
  br i1 %81, label %89, label %82, !dbg !179

82:                                               ; preds = %78, %82
  %83 = phi i32 [ %86, %82 ], [ %80, %78 ]
  %84 = phi i32 [ %87, %82 ], [ 0, %78 ]
  %85 = add i32 %83, -1, !dbg !196
  %86 = and i32 %85, %83, !dbg !197
  %87 = add i32 %84, 1, !dbg !179
  %88 = icmp eq i32 %87, %53, !dbg !179
  br i1 %88, label %89, label %82, !dbg !179, !llvm.loop !200

89:                                               ; preds = %78, %82, %49
  %90 = phi i32 [ %37, %49 ], [ %79, %78 ], [ %86, %82 ]
  %91 = icmp eq i32 %90, 0, !dbg !201
  %92 = tail call i32 @llvm.cttz.i32(i32 %90, i1 true) #7, !dbg !203, !range !158
  %93 = select i1 %91, i32 -1, i32 %92, !dbg !203
  br label %94, !dbg !194

94:                                               ; preds = %89, %44
  %95 = phi i32 [ %93, %89 ], [ %3, %44 ], !dbg !194
  %96 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %37, i32 %45, i32 %95, i32 31), !dbg !204
  %97 = select i1 %48, i32 %96, i32 0, !dbg !205
  %98 = add nsw i32 %97, %45, !dbg !205
  %99 = shl i32 %46, 1, !dbg !206
  %100 = icmp ult i32 %99, %38, !dbg !177
  br i1 %100, label %44, label %101, !dbg !178, !llvm.loop !207

101:                                              ; preds = %94, %21
  %102 = phi i32 [ %31, %21 ], [ %98, %94 ], !dbg !181
  %103 = icmp eq i32 %37, 0, !dbg !182
  %104 = tail call i32 @llvm.cttz.i32(i32 %37, i1 true) #7, !dbg !184, !range !158
  %105 = select i1 %103, i32 -1, i32 %104, !dbg !184
  %106 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %37, i32 %102, i32 %105, i32 31), !dbg !185
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !186
  %107 = getelementptr inbounds i32, i32* %1, i64 %29, !dbg !189
  store i32 %106, i32* %107, align 4, !dbg !190, !tbaa !34
  ret void, !dbg !209

108:                                              ; preds = %19, %158
  %109 = phi i32 [ %162, %158 ], [ %8, %19 ]
  %110 = phi i32 [ %163, %158 ], [ 1, %19 ]
  %111 = add i32 %110, %17, !dbg !192
  %112 = icmp ult i32 %111, %15, !dbg !193
  br i1 %112, label %113, label %158, !dbg !194

113:                                              ; preds = %108
  %114 = icmp eq i32 %111, 0, !dbg !195
  br i1 %114, label %153, label %115, !dbg !179

115:                                              ; preds = %113
  %116 = add i32 %20, %110, !dbg !179
  %117 = and i32 %111, 7, !dbg !179
  %118 = icmp ult i32 %116, 7, !dbg !179
  br i1 %118, label %142, label %119, !dbg !179

119:                                              ; preds = %115
  %120 = and i32 %111, -8, !dbg !179
  br label %121, !dbg !179

121:                                              ; preds = %121, %119
  %122 = phi i32 [ %14, %119 ], [ %139, %121 ]
  %123 = phi i32 [ 0, %119 ], [ %140, %121 ]
  %124 = add i32 %122, -1, !dbg !196
  %125 = and i32 %124, %122, !dbg !197
  %126 = add i32 %125, -1, !dbg !196
  %127 = and i32 %126, %125, !dbg !197
  %128 = add i32 %127, -1, !dbg !196
  %129 = and i32 %128, %127, !dbg !197
  %130 = add i32 %129, -1, !dbg !196
  %131 = and i32 %130, %129, !dbg !197
  %132 = add i32 %131, -1, !dbg !196
  %133 = and i32 %132, %131, !dbg !197
  %134 = add i32 %133, -1, !dbg !196
  %135 = and i32 %134, %133, !dbg !197
  %136 = add i32 %135, -1, !dbg !196
  %137 = and i32 %136, %135, !dbg !197
  %138 = add i32 %137, -1, !dbg !196
  %139 = and i32 %138, %137, !dbg !197
  %140 = add i32 %123, 8, !dbg !179
  %141 = icmp eq i32 %140, %120, !dbg !179
  br i1 %141, label %142, label %121, !dbg !179, !llvm.loop !198

142:                                              ; preds = %121, %115
  %143 = phi i32 [ undef, %115 ], [ %139, %121 ]
  %144 = phi i32 [ %14, %115 ], [ %139, %121 ]
  %145 = icmp eq i32 %117, 0, !dbg !179
  br i1 %145, label %153, label %146, !dbg !179

146:                                              ; preds = %142, %146
  %147 = phi i32 [ %150, %146 ], [ %144, %142 ]
  %148 = phi i32 [ %151, %146 ], [ 0, %142 ]
  %149 = add i32 %147, -1, !dbg !196
  %150 = and i32 %149, %147, !dbg !197
  %151 = add i32 %148, 1, !dbg !179
  %152 = icmp eq i32 %151, %117, !dbg !179
  br i1 %152, label %153, label %146, !dbg !179, !llvm.loop !210

153:                                              ; preds = %142, %146, %113
  %154 = phi i32 [ %14, %113 ], [ %143, %142 ], [ %150, %146 ]
  %155 = icmp eq i32 %154, 0, !dbg !201
  %156 = tail call i32 @llvm.cttz.i32(i32 %154, i1 true) #7, !dbg !203, !range !158
  %157 = select i1 %155, i32 -1, i32 %156, !dbg !203
  br label %158, !dbg !194

158:                                              ; preds = %108, %153
  %159 = phi i32 [ %157, %153 ], [ %3, %108 ], !dbg !194
  %160 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %14, i32 %109, i32 %159, i32 31), !dbg !204
  %161 = select i1 %112, i32 %160, i32 0, !dbg !205
  %162 = add nsw i32 %161, %109, !dbg !205
  %163 = shl i32 %110, 1, !dbg !206
  %164 = icmp ult i32 %163, %15, !dbg !177
  br i1 %164, label %108, label %21, !dbg !178, !llvm.loop !207
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15volatile_roundsPKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !211 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !212
  %4 = and i32 %3, 31, !dbg !214
  %5 = zext i32 %3 to i64, !dbg !215
  %6 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !215
  %7 = load i32, i32* %6, align 4, !dbg !215, !tbaa !34
  %8 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %5, !dbg !216
  %9 = addrspacecast i32 addrspace(3)* %8 to i32*, !dbg !216
  store volatile i32 %7, i32* %9, align 4, !dbg !217, !tbaa !34
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !218
  %10 = icmp ult i32 %4, 16, !dbg !220
  br i1 %10, label %11, label %18, !dbg !221

11:                                               ; preds = %2
  %12 = add i32 %3, 16, !dbg !222
  %13 = zext i32 %12 to i64, !dbg !223
  %14 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %13, !dbg !223
  %15 = addrspacecast i32 addrspace(3)* %14 to i32*, !dbg !223
  %16 = load volatile i32, i32* %15, align 4, !dbg !223, !tbaa !34
  %17 = add nsw i32 %16, %7, !dbg !224
  store volatile i32 %17, i32* %9, align 4, !dbg !225, !tbaa !34
  br label %18, !dbg !226

18:                                               ; preds = %11, %2
  %19 = phi i32 [ %17, %11 ], [ %7, %2 ], !dbg !227
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !228
  %20 = icmp ult i32 %4, 8, !dbg !220
  br i1 %20, label %21, label %28, !dbg !221

21:                                               ; preds = %18
  %22 = add i32 %3, 8, !dbg !222
  %23 = zext i32 %22 to i64, !dbg !223
  %24 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %23, !dbg !223
  %25 = addrspacecast i32 addrspace(3)* %24 to i32*, !dbg !223
  %26 = load volatile i32, i32* %25, align 4, !dbg !223, !tbaa !34
  %27 = add nsw i32 %26, %19, !dbg !224
  store volatile i32 %27, i32* %9, align 4, !dbg !225, !tbaa !34
  br label %28, !dbg !226

28:                                               ; preds = %21, %18
  %29 = phi i32 [ %27, %21 ], [ %19, %18 ], !dbg !227
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !228
  %30 = icmp ult i32 %4, 4, !dbg !220
  br i1 %30, label %31, label %38, !dbg !221

31:                                               ; preds = %28
  %32 = add i32 %3, 4, !dbg !222
  %33 = zext i32 %32 to i64, !dbg !223
  %34 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %33, !dbg !223
  %35 = addrspacecast i32 addrspace(3)* %34 to i32*, !dbg !223
  %36 = load volatile i32, i32* %35, align 4, !dbg !223, !tbaa !34
  %37 = add nsw i32 %36, %29, !dbg !224
  store volatile i32 %37, i32* %9, align 4, !dbg !225, !tbaa !34
  br label %38, !dbg !226

38:                                               ; preds = %31, %28
  %39 = phi i32 [ %37, %31 ], [ %29, %28 ], !dbg !227
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !228
  %40 = icmp ult i32 %4, 2, !dbg !220
  br i1 %40, label %41, label %48, !dbg !221

41:                                               ; preds = %38
  %42 = add i32 %3, 2, !dbg !222
  %43 = zext i32 %42 to i64, !dbg !223
  %44 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %43, !dbg !223
  %45 = addrspacecast i32 addrspace(3)* %44 to i32*, !dbg !223
  %46 = load volatile i32, i32* %45, align 4, !dbg !223, !tbaa !34
  %47 = add nsw i32 %46, %39, !dbg !224
  store volatile i32 %47, i32* %9, align 4, !dbg !225, !tbaa !34
  br label %48, !dbg !226

48:                                               ; preds = %41, %38
  %49 = phi i32 [ %47, %41 ], [ %39, %38 ], !dbg !227
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !228
  %50 = icmp eq i32 %4, 0, !dbg !220
  br i1 %50, label %51, label %58, !dbg !221

51:                                               ; preds = %48
  %52 = add nuw i32 %3, 1, !dbg !222
  %53 = zext i32 %52 to i64, !dbg !223
  %54 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ15volatile_roundsPKiPiE1s, i64 0, i64 %53, !dbg !223
  %55 = addrspacecast i32 addrspace(3)* %54 to i32*, !dbg !223
  %56 = load volatile i32, i32* %55, align 4, !dbg !223, !tbaa !34
  %57 = add nsw i32 %56, %49, !dbg !224
  store volatile i32 %57, i32* %9, align 4, !dbg !225, !tbaa !34
  br label %58, !dbg !226

58:                                               ; preds = %51, %48
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !228
  tail call void @llvm.nvvm.barrier0(), !dbg !230
  %59 = icmp eq i32 %4, 0, !dbg !231
  br i1 %59, label %60, label %65, !dbg !232

60:                                               ; preds = %58
  %61 = lshr i32 %3, 5, !dbg !233
  %62 = zext i32 %61 to i64, !dbg !234
  %63 = getelementptr inbounds i32, i32* %1, i64 %62, !dbg !234
  %64 = load volatile i32, i32* %9, align 4, !dbg !235, !tbaa !34
  store i32 %64, i32* %63, align 4, !dbg !236, !tbaa !34
  br label %65, !dbg !234

65:                                               ; preds = %60, %58
  ret void, !dbg !237
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15syncwarp_exitedPi(i32* nocapture noundef %0) local_unnamed_addr #0 !dbg !238 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7, !dbg !239
  %3 = icmp ult i32 %2, 8, !dbg !241
  br i1 %3, label %16, label %4, !dbg !242

4:                                                ; preds = %1
  %5 = zext i32 %2 to i64, !dbg !243
  %6 = getelementptr inbounds i32, i32* %0, i64 %5, !dbg !243
  store i32 1, i32* %6, align 4, !dbg !244, !tbaa !34
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1) #7, !dbg !245
  %7 = add i32 %2, 1, !dbg !247
  %8 = urem i32 %7, 24, !dbg !248
  %9 = add nuw nsw i32 %8, 8, !dbg !249
  %10 = zext i32 %9 to i64, !dbg !250
  %11 = getelementptr inbounds i32, i32* %0, i64 %10, !dbg !250
  %12 = load i32, i32* %11, align 4, !dbg !250, !tbaa !34
  %13 = add i32 %2, 32, !dbg !251
  %14 = zext i32 %13 to i64, !dbg !252
  %15 = getelementptr inbounds i32, i32* %0, i64 %14, !dbg !252
  store i32 %12, i32* %15, align 4, !dbg !253, !tbaa !34
  br label %16, !dbg !254

16:                                               ; preds = %1, %4
  ret void, !dbg !254
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #6

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #1 = { convergent inaccessiblememonly nounwind }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #5 = { nofree nosync nounwind readnone speculatable }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind readnone }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "warp.cu", directory: ".")
!8 = !{void (i32*, i32*)* @_Z11warp_reducePKiPi, !"kernel", i32 1}
!9 = !{void (float*, float*, float*, float*, i32*, i32*)* @_Z8shufflesPKfPfS1_S1_PjPi, !"kernel", i32 1}
!10 = !{void (i32*, i32*)* @_Z8segmentsPKiPi, !"kernel", i32 1}
!11 = !{void (i32*, i32*)* @_Z15warp_divergencePKiPi, !"kernel", i32 1}
!12 = !{void (i32*, i32*, i32*)* @_Z19syncwarp_activemaskPiPjS0_, !"kernel", i32 1}
!13 = !{void (i32*, i32*)* @_Z8asm_warpPKiPi, !"kernel", i32 1}
!14 = !{void (i32*, i32*)* @_Z16partition_roundsPKiPi, !"kernel", i32 1}
!15 = !{void (i32*, i32*)* @_Z15volatile_roundsPKiPi, !"kernel", i32 1}
!16 = !{void (i32*)* @_Z15syncwarp_exitedPi, !"kernel", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "warp_reduce", scope: !7, file: !7, line: 6, type: !19, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!19 = !DISubroutineType(types: !20)
!20 = !{}
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !24)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !23, file: !23, line: 66, type: !19, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!23 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!24 = distinct !DILocation(line: 7, column: 14, scope: !18)
!25 = !DILocation(line: 79, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !23, file: !23, line: 79, type: !19, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!27 = distinct !DILocation(line: 7, column: 27, scope: !18)
!28 = !DILocation(line: 7, column: 25, scope: !18)
!29 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !23, file: !23, line: 53, type: !19, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!31 = distinct !DILocation(line: 7, column: 40, scope: !18)
!32 = !DILocation(line: 7, column: 38, scope: !18)
!33 = !DILocation(line: 7, column: 11, scope: !18)
!34 = !{!35, !35, i64 0}
!35 = !{!"int", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C++ TBAA"}
!38 = !DILocation(line: 9, column: 10, scope: !18)
!39 = !DILocation(line: 9, column: 7, scope: !18)
!40 = !DILocation(line: 10, column: 20, scope: !18)
!41 = !DILocation(line: 10, column: 26, scope: !18)
!42 = !DILocation(line: 10, column: 7, scope: !18)
!43 = !DILocation(line: 10, column: 76, scope: !18)
!44 = !DILocation(line: 10, column: 32, scope: !18)
!45 = !DILocation(line: 10, column: 82, scope: !18)
!46 = !DILocation(line: 11, column: 1, scope: !18)
!47 = distinct !DISubprogram(name: "shuffles", scope: !7, file: !7, line: 13, type: !19, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!48 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !49)
!49 = distinct !DILocation(line: 14, column: 11, scope: !47)
!50 = !DILocation(line: 79, column: 3, scope: !26, inlinedAt: !51)
!51 = distinct !DILocation(line: 14, column: 24, scope: !47)
!52 = !DILocation(line: 14, column: 22, scope: !47)
!53 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !54)
!54 = distinct !DILocation(line: 14, column: 37, scope: !47)
!55 = !DILocation(line: 14, column: 35, scope: !47)
!56 = !DILocation(line: 15, column: 13, scope: !47)
!57 = !{!58, !58, i64 0}
!58 = !{!"float", !36, i64 0}
!59 = !DILocation(line: 16, column: 59, scope: !47)
!60 = !DILocation(line: 16, column: 64, scope: !47)
!61 = !DILocation(line: 16, column: 12, scope: !47)
!62 = !DILocation(line: 16, column: 3, scope: !47)
!63 = !DILocation(line: 16, column: 10, scope: !47)
!64 = !DILocation(line: 17, column: 11, scope: !47)
!65 = !DILocation(line: 17, column: 3, scope: !47)
!66 = !DILocation(line: 17, column: 9, scope: !47)
!67 = !DILocation(line: 18, column: 11, scope: !47)
!68 = !DILocation(line: 18, column: 3, scope: !47)
!69 = !DILocation(line: 18, column: 9, scope: !47)
!70 = !DILocation(line: 19, column: 47, scope: !47)
!71 = !DILocation(line: 19, column: 15, scope: !47)
!72 = !DILocation(line: 19, column: 3, scope: !47)
!73 = !DILocation(line: 19, column: 13, scope: !47)
!74 = !DILocation(line: 20, column: 43, scope: !47)
!75 = !DILocation(line: 20, column: 14, scope: !47)
!76 = !DILocation(line: 20, column: 85, scope: !47)
!77 = !DILocation(line: 20, column: 56, scope: !47)
!78 = !DILocation(line: 20, column: 96, scope: !47)
!79 = !DILocation(line: 20, column: 54, scope: !47)
!80 = !DILocation(line: 20, column: 3, scope: !47)
!81 = !DILocation(line: 20, column: 12, scope: !47)
!82 = !DILocation(line: 21, column: 1, scope: !47)
!83 = distinct !DISubprogram(name: "segments", scope: !7, file: !7, line: 24, type: !19, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!84 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !85)
!85 = distinct !DILocation(line: 25, column: 11, scope: !83)
!86 = !DILocation(line: 26, column: 43, scope: !83)
!87 = !DILocation(line: 26, column: 12, scope: !83)
!88 = !DILocation(line: 26, column: 3, scope: !83)
!89 = !DILocation(line: 26, column: 10, scope: !83)
!90 = !DILocation(line: 27, column: 1, scope: !83)
!91 = distinct !DISubprogram(name: "warp_divergence", scope: !7, file: !7, line: 31, type: !19, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!92 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !93)
!93 = distinct !DILocation(line: 32, column: 7, scope: !91)
!94 = !DILocation(line: 32, column: 19, scope: !91)
!95 = !DILocation(line: 33, column: 53, scope: !91)
!96 = !DILocation(line: 32, column: 7, scope: !91)
!97 = !DILocation(line: 33, column: 3, scope: !91)
!98 = !DILocation(line: 33, column: 22, scope: !91)
!99 = !DILocation(line: 33, column: 20, scope: !91)
!100 = !DILocation(line: 34, column: 1, scope: !91)
!101 = distinct !DISubprogram(name: "syncwarp_activemask", scope: !7, file: !7, line: 41, type: !19, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!102 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !103)
!103 = distinct !DILocation(line: 43, column: 7, scope: !101)
!104 = !DILocation(line: 43, column: 19, scope: !101)
!105 = !DILocation(line: 43, column: 7, scope: !101)
!106 = !DILocation(line: 44, column: 32, scope: !101)
!107 = !DILocation(line: 44, column: 3, scope: !101)
!108 = !DILocation(line: 44, column: 18, scope: !101)
!109 = !DILocation(line: 45, column: 3, scope: !101)
!110 = !DILocation(line: 46, column: 27, scope: !101)
!111 = !DILocation(line: 46, column: 22, scope: !101)
!112 = !DILocation(line: 46, column: 3, scope: !101)
!113 = !DILocation(line: 46, column: 20, scope: !101)
!114 = !DILocation(line: 48, column: 3, scope: !101)
!115 = !{i64 2005}
!116 = !DILocation(line: 49, column: 3, scope: !101)
!117 = !DILocation(line: 49, column: 21, scope: !101)
!118 = !DILocation(line: 50, column: 19, scope: !101)
!119 = !DILocation(line: 50, column: 7, scope: !101)
!120 = !DILocation(line: 50, column: 24, scope: !101)
!121 = !DILocation(line: 50, column: 45, scope: !101)
!122 = !DILocation(line: 50, column: 43, scope: !101)
!123 = !DILocation(line: 51, column: 1, scope: !101)
!124 = distinct !DISubprogram(name: "asm_warp", scope: !7, file: !7, line: 54, type: !19, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!125 = !DILocation(line: 57, column: 3, scope: !124)
!126 = !{i64 2272}
!127 = !DILocation(line: 58, column: 3, scope: !124)
!128 = !{i64 2317}
!129 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !130)
!130 = distinct !DILocation(line: 59, column: 76, scope: !124)
!131 = !DILocation(line: 59, column: 73, scope: !124)
!132 = !DILocation(line: 59, column: 3, scope: !124)
!133 = !{i64 2374}
!134 = !DILocation(line: 60, column: 3, scope: !124)
!135 = !{i64 2502}
!136 = !DILocation(line: 61, column: 9, scope: !124)
!137 = !DILocation(line: 61, column: 3, scope: !124)
!138 = !DILocation(line: 61, column: 24, scope: !124)
!139 = !DILocation(line: 62, column: 23, scope: !124)
!140 = !DILocation(line: 62, column: 3, scope: !124)
!141 = !DILocation(line: 62, column: 28, scope: !124)
!142 = !DILocation(line: 63, column: 23, scope: !124)
!143 = !DILocation(line: 63, column: 3, scope: !124)
!144 = !DILocation(line: 63, column: 28, scope: !124)
!145 = !DILocation(line: 64, column: 1, scope: !124)
!146 = distinct !DISubprogram(name: "nth_lane", scope: !7, file: !7, line: 70, type: !19, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!147 = !DILocation(line: 71, column: 26, scope: !146)
!148 = !DILocation(line: 71, column: 3, scope: !146)
!149 = !DILocation(line: 72, column: 12, scope: !146)
!150 = !DILocation(line: 72, column: 7, scope: !146)
!151 = distinct !{!151, !152}
!152 = !{!"llvm.loop.unroll.disable"}
!153 = !DILocation(line: 73, column: 39, scope: !154, inlinedAt: !156)
!154 = distinct !DISubprogram(name: "__ffs", scope: !155, file: !155, line: 73, type: !19, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!155 = !DIFile(filename: "include/device_functions.h", directory: ".")
!156 = distinct !DILocation(line: 73, column: 10, scope: !146)
!157 = !DILocation(line: 73, column: 37, scope: !154, inlinedAt: !156)
!158 = !{i32 0, i32 33}
!159 = !DILocation(line: 73, column: 3, scope: !146)
!160 = distinct !{!160, !148, !161, !162}
!161 = !DILocation(line: 72, column: 14, scope: !146)
!162 = !{!"llvm.loop.mustprogress"}
!163 = distinct !DISubprogram(name: "partition_rounds", scope: !7, file: !7, line: 75, type: !19, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!164 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !165)
!165 = distinct !DILocation(line: 76, column: 19, scope: !163)
!166 = !DILocation(line: 78, column: 13, scope: !163)
!167 = !DILocation(line: 79, column: 52, scope: !163)
!168 = !DILocation(line: 79, column: 50, scope: !163)
!169 = !DILocation(line: 79, column: 20, scope: !163)
!170 = !DILocation(line: 80, column: 21, scope: !163)
!171 = !DILocation(line: 69, column: 43, scope: !172, inlinedAt: !173)
!172 = distinct !DISubprogram(name: "__popc", scope: !155, file: !155, line: 69, type: !19, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!173 = distinct !DILocation(line: 81, column: 18, scope: !163)
!174 = !DILocation(line: 81, column: 51, scope: !163)
!175 = !DILocation(line: 69, column: 43, scope: !172, inlinedAt: !176)
!176 = distinct !DILocation(line: 81, column: 39, scope: !163)
!177 = !DILocation(line: 83, column: 28, scope: !163)
!178 = !DILocation(line: 83, column: 5, scope: !163)
!179 = !DILocation(line: 71, column: 3, scope: !146, inlinedAt: !180)
!180 = distinct !DILocation(line: 84, column: 37, scope: !163)
!181 = !DILocation(line: 0, scope: !163)
!182 = !DILocation(line: 73, column: 39, scope: !154, inlinedAt: !183)
!183 = distinct !DILocation(line: 89, column: 17, scope: !163)
!184 = !DILocation(line: 73, column: 37, scope: !154, inlinedAt: !183)
!185 = !DILocation(line: 90, column: 11, scope: !163)
!186 = !DILocation(line: 26, column: 58, scope: !187, inlinedAt: !188)
!187 = distinct !DISubprogram(name: "__syncwarp", scope: !155, file: !155, line: 26, type: !19, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!188 = distinct !DILocation(line: 91, column: 5, scope: !163)
!189 = !DILocation(line: 92, column: 5, scope: !163)
!190 = !DILocation(line: 92, column: 27, scope: !163)
!191 = !DILocation(line: 78, column: 26, scope: !163)
!192 = !DILocation(line: 84, column: 27, scope: !163)
!193 = !DILocation(line: 84, column: 31, scope: !163)
!194 = !DILocation(line: 84, column: 22, scope: !163)
!195 = !DILocation(line: 71, column: 26, scope: !146, inlinedAt: !180)
!196 = !DILocation(line: 72, column: 12, scope: !146, inlinedAt: !180)
!197 = !DILocation(line: 72, column: 7, scope: !146, inlinedAt: !180)
!198 = distinct !{!198, !179, !199, !162}
!199 = !DILocation(line: 72, column: 14, scope: !146, inlinedAt: !180)
!200 = distinct !{!200, !152}
!201 = !DILocation(line: 73, column: 39, scope: !154, inlinedAt: !202)
!202 = distinct !DILocation(line: 73, column: 10, scope: !146, inlinedAt: !180)
!203 = !DILocation(line: 73, column: 37, scope: !154, inlinedAt: !202)
!204 = !DILocation(line: 85, column: 19, scope: !163)
!205 = !DILocation(line: 86, column: 11, scope: !163)
!206 = !DILocation(line: 83, column: 35, scope: !163)
!207 = distinct !{!207, !178, !208, !162}
!208 = !DILocation(line: 88, column: 5, scope: !163)
!209 = !DILocation(line: 94, column: 1, scope: !163)
!210 = distinct !{!210, !152}
!211 = distinct !DISubprogram(name: "volatile_rounds", scope: !7, file: !7, line: 99, type: !19, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!212 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !213)
!213 = distinct !DILocation(line: 102, column: 16, scope: !211)
!214 = !DILocation(line: 102, column: 38, scope: !211)
!215 = !DILocation(line: 103, column: 13, scope: !211)
!216 = !DILocation(line: 104, column: 3, scope: !211)
!217 = !DILocation(line: 104, column: 8, scope: !211)
!218 = !DILocation(line: 26, column: 58, scope: !187, inlinedAt: !219)
!219 = distinct !DILocation(line: 105, column: 3, scope: !211)
!220 = !DILocation(line: 107, column: 14, scope: !211)
!221 = !DILocation(line: 107, column: 9, scope: !211)
!222 = !DILocation(line: 108, column: 18, scope: !211)
!223 = !DILocation(line: 108, column: 14, scope: !211)
!224 = !DILocation(line: 108, column: 11, scope: !211)
!225 = !DILocation(line: 109, column: 12, scope: !211)
!226 = !DILocation(line: 110, column: 5, scope: !211)
!227 = !DILocation(line: 0, scope: !211)
!228 = !DILocation(line: 26, column: 58, scope: !187, inlinedAt: !229)
!229 = distinct !DILocation(line: 111, column: 5, scope: !211)
!230 = !DILocation(line: 113, column: 3, scope: !211)
!231 = !DILocation(line: 114, column: 12, scope: !211)
!232 = !DILocation(line: 114, column: 7, scope: !211)
!233 = !DILocation(line: 115, column: 11, scope: !211)
!234 = !DILocation(line: 115, column: 5, scope: !211)
!235 = !DILocation(line: 115, column: 19, scope: !211)
!236 = !DILocation(line: 115, column: 17, scope: !211)
!237 = !DILocation(line: 116, column: 1, scope: !211)
!238 = distinct !DISubprogram(name: "syncwarp_exited", scope: !7, file: !7, line: 121, type: !19, scopeLine: 121, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!239 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !240)
!240 = distinct !DILocation(line: 122, column: 7, scope: !238)
!241 = !DILocation(line: 122, column: 19, scope: !238)
!242 = !DILocation(line: 122, column: 7, scope: !238)
!243 = !DILocation(line: 124, column: 3, scope: !238)
!244 = !DILocation(line: 124, column: 20, scope: !238)
!245 = !DILocation(line: 26, column: 58, scope: !187, inlinedAt: !246)
!246 = distinct !DILocation(line: 125, column: 3, scope: !238)
!247 = !DILocation(line: 126, column: 44, scope: !238)
!248 = !DILocation(line: 126, column: 49, scope: !238)
!249 = !DILocation(line: 126, column: 54, scope: !238)
!250 = !DILocation(line: 126, column: 27, scope: !238)
!251 = !DILocation(line: 126, column: 10, scope: !238)
!252 = !DILocation(line: 126, column: 3, scope: !238)
!253 = !DILocation(line: 126, column: 25, scope: !238)
!254 = !DILocation(line: 127, column: 1, scope: !238)
